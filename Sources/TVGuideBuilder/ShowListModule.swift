import TVGuideInteractor
import TVGuidePresenter
import TVGuideRouter
import TVGuideView

/// The four parts of an assembled show list module.
@MainActor
public struct ShowListModule {
  /// The screen; it owns the presenter.
  public let viewController: ShowListViewController
  /// The presenter; it owns the interactor and the router.
  public let presenter: ShowListPresenter
  /// The interactor that reads the index and searches.
  public let interactor: ShowListInteractor
  /// The router that opens a show's detail screen.
  public let router: ShowListRouter
}
