@testable import stage4_router

/// Records what the list view reports to its presenter.
@MainActor
final class ShowListViewOutputSpy: ShowListViewOutput {
  private(set) var selectedRows: [Int] = []
  private(set) var appearanceCount = 0

  func viewDidAppear() { appearanceCount += 1 }
  func didSelectRow(at index: Int) { selectedRows.append(index) }
  func didReachEndOfList() {}
  func didRequestRetry() {}
}
