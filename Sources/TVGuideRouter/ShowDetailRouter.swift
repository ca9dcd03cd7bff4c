import TVGuidePresenter
import TextUIKit

/// Carries out the detail screen's navigation: closing it goes back to the list.
@MainActor
public final class ShowDetailRouter: ShowDetailRouterInput {
  /// Weak: the screen owns its presenter, which owns this router.
  public weak var viewController: TextViewController?

  public init() {}

  public func closeShow() {
    guard let viewController, viewController.navigationController?.topViewController === viewController
    else { return }
    viewController.navigationController?.popViewController()
  }
}
