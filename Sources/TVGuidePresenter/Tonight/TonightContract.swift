// The tonight module's ports, in one file as VIPER's Interfaces file keeps them. Only what its
// presenter asks of its view: what it prints reports nothing back and has nowhere to go (its row of
// the module template says so).

/// What the tonight presenter asks of its view.
@MainActor
public protocol TonightViewInput: AnyObject {
  /// Shows the day's schedule.
  func display(_ viewModel: TonightViewModel)
  /// Shows why the schedule could not be read, and what to do.
  func displayError(_ error: ErrorViewModel)
}
