import TVGuideInteractor
import TVGuidePresenter
import TVGuideRouter

/// The parts of an assembled following module around the view that shows it: the screen, or
/// a one-shot report of one of the following commands.
@MainActor
public struct FollowingModule<View: FollowingViewInput> {
  /// The screen, which owns the presenter, or the report, which the command holds.
  public let view: View
  /// The presenter; it owns the interactor and the router.
  public let presenter: FollowingPresenter
  /// The interactor that reads and changes the follows and watched marks.
  public let interactor: FollowingInteractor
  /// The router that opens shows and closes the screen; `nil` for a report.
  public let router: FollowingRouter?
}
