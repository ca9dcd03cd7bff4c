import TextUIKit

/// Tells the list that the detail screen was closed.
protocol ShowDetailDelegate: TextViewController {
  func showDetailDidClose()
}
