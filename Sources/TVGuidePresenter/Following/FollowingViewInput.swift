/// What the following presenter asks of its view. Class-bound so it can be held `weak`.
@MainActor
public protocol FollowingViewInput: AnyObject {
  /// Shows `message` while the followed shows load.
  func displayLoading(_ message: String)
  /// Shows the followed shows, or what a command changed.
  func display(_ viewModel: FollowingViewModel)
  /// Shows why the shows could not be loaded or changed, and what to do.
  func displayError(_ error: ErrorViewModel)
}
