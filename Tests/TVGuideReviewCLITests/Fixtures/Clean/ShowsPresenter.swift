/// What the list presenter asks its view to show.
protocol ShowsViewInput: AnyObject {
  func display(_ rows: [String])
}

/// A presenter that holds its view weakly and its router, through the protocol it calls,
/// strongly.
final class ShowsPresenter {
  weak var view: ShowsViewInput?
  private let router: ShowsRouterInput

  init(router: ShowsRouterInput) {
    self.router = router
  }
}
