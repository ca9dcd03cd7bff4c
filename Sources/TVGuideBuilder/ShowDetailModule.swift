import TVGuideInteractor
import TVGuidePresenter
import TVGuideRouter
import TVGuideView

/// The four parts of an assembled detail module, for the code that shows it and for tests
/// that check every part is released with the screen.
@MainActor
public struct ShowDetailModule {
  /// The screen; it owns the presenter.
  public let viewController: ShowDetailViewController
  /// The presenter; it owns the interactor and the router.
  public let presenter: ShowDetailPresenter
  /// The interactor that loads the show and its seasons.
  public let interactor: ShowDetailInteractor
  /// The router that closes the screen.
  public let router: ShowDetailRouter
}
