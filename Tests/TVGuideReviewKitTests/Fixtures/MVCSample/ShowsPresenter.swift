import TVGuideEntity

/// The list's first presenter: it only navigates, but holds its view strongly.
final class ShowsPresenter {
  var view: ShowsViewController?
  private let router = ShowsRouter()

  func didSelect(show: Show) {
    router.openDetail(for: show)
  }
}
