/// What the tonight presenter asks of its view.
@MainActor
public protocol TonightViewInput: AnyObject {
  /// Shows the day's schedule.
  func display(_ viewModel: TonightViewModel)
  /// Shows why the schedule could not be read, and what to do.
  func displayError(_ error: ErrorViewModel)
}
