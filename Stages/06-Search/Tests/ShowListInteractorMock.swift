import TVGuideEntity
import TVGuideTestSupport

import enum TVGuideInteractor.ShowDataError

@testable import stage6_search

/// Stands in for the list interactor: answers pages and searches with what it was given, or
/// with a failure, can hold a search until a gate opens, and records every request.
actor ShowListInteractorMock: ShowListInteractorInput {
  /// The two kinds of request, which fail independently.
  enum Request: Hashable {
    case page
    case search
  }

  private let slices: [Int: ShowIndexSlice]
  private let results: [String: [Show]]
  private var failures: [Request: ShowDataError] = [:]
  private var gates: [String: Gate] = [:]
  private(set) var requests: [String] = []

  init(slices: [Int: ShowIndexSlice], results: [String: [Show]] = [:]) {
    self.slices = slices
    self.results = results
  }

  /// Every request of that kind from now on fails with `error`, until it is set to `nil`.
  func fail(_ request: Request, with error: ShowDataError?) {
    failures[request] = error
  }

  func hold(searchFor query: String, at gate: Gate) {
    gates[query] = gate
  }

  func shows(from page: Int) async throws -> ShowIndexSlice {
    requests.append("page \(page)")
    if let failure = failures[.page] { throw failure }
    guard let slice = slices[page] else { throw ShowDataError.pageNotFound(page: page) }
    return slice
  }

  func search(_ query: String) async throws -> [Show] {
    requests.append("search \(query)")
    if let failure = failures[.search] { throw failure }
    await gates[query]?.wait()
    return results[query] ?? []
  }
}
