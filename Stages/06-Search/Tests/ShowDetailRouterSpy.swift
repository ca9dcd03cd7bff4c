@testable import stage6_search

/// Counts how often the detail presenter asks its router to close the screen.
@MainActor
final class ShowDetailRouterSpy: ShowDetailRouterInput {
  private(set) var closeCount = 0

  func closeShow() { closeCount += 1 }
}
