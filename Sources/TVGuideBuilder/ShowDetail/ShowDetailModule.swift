import TVGuideInteractor
import TVGuidePresenter
import TVGuideRouter

/// The parts of an assembled detail module around the view that shows it: the screen, or a
/// one-shot report. For the code that shows it, and for tests that check every part is
/// released with it.
@MainActor
public struct ShowDetailModule<View: ShowDetailViewInput> {
  /// The screen, which owns the presenter, or the report, which the command holds.
  public let view: View
  /// The presenter; it owns the interactor and the router.
  public let presenter: ShowDetailPresenter
  /// The interactor that loads the show and its seasons.
  public let interactor: ShowDetailInteractor
  /// The router that closes the screen; `nil` for a report, which has nowhere to go.
  public let router: ShowDetailRouter?
}
