import TextUIKit

/// What the list presenter asks its router for.
@MainActor
protocol ShowListRouting {
  func openShow(id: Int, from viewController: TextViewController)
}
