@testable import stage6_search

/// Records the shows the list presenter asks its router to open.
@MainActor
final class ShowListRouterSpy: ShowListRouterInput {
  private(set) var openedShowIDs: [Int] = []

  func openShow(id: Int) { openedShowIDs.append(id) }
}
