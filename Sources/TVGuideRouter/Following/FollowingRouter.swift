import TVGuidePresenter
import TextUIKit

/// Carries out the following screen's navigation: opening a show pushes its detail screen,
/// closing goes back to the list. It asks a builder for the detail screen.
@MainActor
public final class FollowingRouter: FollowingRouterInput {
  /// Weak: the screen owns its presenter, which owns this router.
  public weak var viewController: TextViewController?
  private let detailBuilder: any ShowDetailModuleBuilding

  /// Creates a router that asks `detailBuilder` for each show's screen.
  public init(detailBuilder: any ShowDetailModuleBuilding) {
    self.detailBuilder = detailBuilder
  }

  /// Pushes the detail screen of show `id`; does nothing while the screen is on no stack.
  public func openShow(id: Int) {
    guard let navigationController = viewController?.navigationController else { return }
    navigationController.push(detailBuilder.makeShowDetail(showID: id))
  }

  /// Pops the screen, and does nothing when it is not on top of its stack any more.
  public func closeFollowing() {
    guard let viewController, viewController.navigationController?.topViewController === viewController
    else { return }
    viewController.navigationController?.popViewController()
  }
}
