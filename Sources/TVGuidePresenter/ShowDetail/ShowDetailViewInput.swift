/// What the detail presenter asks its view to show. Class-bound so it can be held `weak`.
@MainActor
public protocol ShowDetailViewInput: AnyObject {
  /// Shows `message` while the show loads, in place of the show.
  func displayLoading(_ message: String)
  /// Shows the loaded show.
  func display(_ viewModel: ShowDetailViewModel)
  /// Shows why the show could not be loaded, and what to do.
  func displayError(_ error: ErrorViewModel)
}
