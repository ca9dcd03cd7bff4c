@testable import stage4_router

/// Records what the list presenter asks of its view, in order.
@MainActor
final class ShowListViewSpy: ShowListViewInput {
  /// One request from the presenter.
  enum Call: Equatable {
    case loading(String)
    case rows([ShowRow])
    case error(String)
  }

  private(set) var calls: [Call] = []

  /// The ids of the rows last displayed.
  var rowIDs: [Int]? {
    for call in calls.reversed() {
      if case .rows(let rows) = call { return rows.map(\.id) }
    }
    return nil
  }

  func displayLoading(_ message: String) { calls.append(.loading(message)) }
  func display(_ rows: [ShowRow]) { calls.append(.rows(rows)) }
  func displayError(_ message: String) { calls.append(.error(message)) }
}
