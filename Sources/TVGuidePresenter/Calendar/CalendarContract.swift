// The calendar module's ports, in one file as VIPER's Interfaces file keeps them. Only what its
// presenter asks of its view: what it prints reports nothing back and has nowhere to go (its row of
// the module template says so).

/// What the calendar presenter asks of its view.
@MainActor
public protocol CalendarViewInput: AnyObject {
  /// Shows the calendar that was made.
  func display(_ viewModel: CalendarViewModel)
  /// Shows why no calendar could be made, and what to do.
  func displayError(_ error: ErrorViewModel)
}
