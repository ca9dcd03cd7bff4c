@testable import stage6_search

/// Records what the list view reports to its presenter.
@MainActor
final class ShowListViewOutputSpy: ShowListViewOutput {
  private(set) var loadCount = 0
  private(set) var searchTexts: [String] = []
  private(set) var cancelCount = 0
  private(set) var selectedRows: [Int] = []

  func viewDidLoad() { loadCount += 1 }
  func searchTextDidChange(_ text: String) { searchTexts.append(text) }
  func searchDidCancel() { cancelCount += 1 }
  func didSelectRow(at index: Int) { selectedRows.append(index) }
  func didReachEndOfList() {}
  func didRequestRetry() {}
}
