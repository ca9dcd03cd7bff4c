import TVGuidePresenter
import TextUIKit

/// Carries out the show list's navigation: opening a show pushes its detail screen.
/// It asks a builder for the screen instead of creating one.
@MainActor
public final class ShowListRouter: ShowListRouterInput {
  /// Weak: the screen owns its presenter, which owns this router.
  public weak var viewController: TextViewController?
  private let detailBuilder: any ShowDetailModuleBuilding
  /// Makes the followed shows' screen; `nil` in an app without user data, where `F` does nothing.
  public var followingBuilder: (any FollowingModuleBuilding)?

  /// Creates a router that asks `detailBuilder` for each show's screen.
  public init(detailBuilder: any ShowDetailModuleBuilding) {
    self.detailBuilder = detailBuilder
  }

  /// Pushes the detail screen of show `id`; does nothing while the list is on no stack.
  public func openShow(id: Int) {
    guard let navigationController = viewController?.navigationController else { return }
    navigationController.push(detailBuilder.makeShowDetail(showID: id))
  }

  /// Pushes the followed shows' screen; does nothing without a builder for it.
  public func openFollowing() {
    guard let navigationController = viewController?.navigationController, let followingBuilder else {
      return
    }
    navigationController.push(followingBuilder.makeFollowing())
  }
}
