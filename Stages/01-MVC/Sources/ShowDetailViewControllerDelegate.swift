import TextUIKit

/// Hears that the detail screen wants to close, so the screen that opened it can take it
/// away again.
@MainActor
protocol ShowDetailViewControllerDelegate: TextViewController {
  func showDetailViewControllerDidRequestClose(_ viewController: ShowDetailViewController)
}
