/// The detail presenter of the first draft: it holds its view strongly while the view holds
/// it too (S4-R5).
@MainActor
final class ShowDetailPresenter {
  var view: ShowDetailViewController?
  private let showID: Int
  private let interactor: ShowDetailInteractor

  init(showID: Int, interactor: ShowDetailInteractor) {
    self.showID = showID
    self.interactor = interactor
  }
}
