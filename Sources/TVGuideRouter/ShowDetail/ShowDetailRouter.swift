import TVGuidePresenter
import TextUIKit

/// Carries out the detail screen's navigation: closing it goes back to the list.
@MainActor
public final class ShowDetailRouter: ShowDetailRouterInput {
  /// Weak: the screen owns its presenter, which owns this router.
  public weak var viewController: TextViewController?

  /// Creates a router; the builder sets ``viewController`` once the screen exists.
  public init() {}

  /// Pops the detail screen, and does nothing when it is not on top of its stack any more.
  public func closeShow() {
    guard let viewController, viewController.navigationController?.topViewController === viewController
    else { return }
    viewController.navigationController?.popViewController()
  }
}
