import TVGuideInteractor
import TVGuidePresenter
import TVGuideRouter
import TVGuideView

/// The four parts of an assembled show list module.
@MainActor
public struct ShowListModule {
  public let viewController: ShowListViewController
  public let presenter: ShowListPresenter
  public let interactor: ShowListInteractor
  public let router: ShowListRouter
}
