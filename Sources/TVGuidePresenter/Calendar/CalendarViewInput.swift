/// What the calendar presenter asks of its view.
@MainActor
public protocol CalendarViewInput: AnyObject {
  /// Shows the calendar that was made.
  func display(_ viewModel: CalendarViewModel)
  /// Shows why no calendar could be made, and what to do.
  func displayError(_ error: ErrorViewModel)
}
