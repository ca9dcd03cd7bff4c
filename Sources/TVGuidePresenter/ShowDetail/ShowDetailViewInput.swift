/// What the detail presenter asks its view to show. Class-bound so it can be held `weak`.
@MainActor
public protocol ShowDetailViewInput: AnyObject {
  func displayLoading(_ message: String)
  func display(_ viewModel: ShowDetailViewModel)
  func displayError(_ error: ErrorViewModel)
}
