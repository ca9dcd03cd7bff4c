@testable import stage6_search

/// Records every screen the list presenter hands its view.
@MainActor
final class ShowListViewSpy: ShowListViewInput {
  private(set) var displayed: [ShowListViewModel] = []

  var last: ShowListViewModel? { displayed.last }
  /// The ids of the rows last displayed.
  var rowIDs: [Int]? { last?.rows.map(\.id) }
  var status: ShowListStatus? { last?.status }

  func display(_ viewModel: ShowListViewModel) { displayed.append(viewModel) }
}
