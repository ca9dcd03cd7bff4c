/// What the detail presenter asks its view to show. Class-bound, so the presenter can hold
/// its view `weak`.
@MainActor
protocol ShowDetailViewInput: AnyObject {
  func displayLoading(_ message: String)
  func display(_ viewModel: ShowDetailViewModel)
  func displayError(_ message: String)
}
