import TVGuideInteractor
import TVGuidePresenter
import TVGuideRouter
import TVGuideView

/// The four parts of an assembled detail module, for the code that shows it and for tests
/// that check every part is released with the screen.
@MainActor
public struct ShowDetailModule {
  public let viewController: ShowDetailViewController
  public let presenter: ShowDetailPresenter
  public let interactor: ShowDetailInteractor
  public let router: ShowDetailRouter
}
