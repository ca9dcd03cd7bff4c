import TextUIKit

/// Carries out the detail screen's navigation: closing it goes back to the list.
@MainActor
final class ShowDetailRouter: ShowDetailRouterInput {
  /// Weak: the screen owns its presenter, which owns this router. Set by the builder.
  weak var viewController: TextViewController?

  func closeShow() {
    guard let viewController, viewController.navigationController?.topViewController === viewController
    else { return }
    viewController.navigationController?.popViewController()
  }
}
