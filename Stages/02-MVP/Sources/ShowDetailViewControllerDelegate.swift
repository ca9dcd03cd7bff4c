/// Hears that the detail screen wants to close, so the screen that opened it can take it
/// away again. Class-bound, so the detail screen can hold its delegate `weak`.
@MainActor
protocol ShowDetailViewControllerDelegate: AnyObject {
  func showDetailViewControllerDidRequestClose(_ viewController: ShowDetailViewController)
}
