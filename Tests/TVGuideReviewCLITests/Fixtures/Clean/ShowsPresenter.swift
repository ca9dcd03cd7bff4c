/// What the list presenter asks its view to show.
protocol ShowsViewInput: AnyObject {
  func display(_ rows: [String])
}

/// A presenter that holds its view weakly and its router strongly.
final class ShowsPresenter {
  weak var view: ShowsViewInput?
  private let router: ShowsRouter

  init(router: ShowsRouter) {
    self.router = router
  }
}
