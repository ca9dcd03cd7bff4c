import TVGuideEntity
import TVGuideTestSupport

import enum TVGuideInteractor.ShowDataError

@testable import stage5_seasons

/// Stands in for the detail interactor: answers with the details it was given, can hold its
/// answer until a gate opens, and records the ids the presenter asked for.
actor ShowDetailInteractorMock: ShowDetailInteractorInput {
  private let details: [Int: ShowDetail]
  private var gate: Gate?
  private(set) var requestedIDs: [Int] = []

  init(details: [Int: ShowDetail] = [:]) {
    self.details = details
  }

  func hold(at gate: Gate) {
    self.gate = gate
  }

  func detail(ofShow id: Int) async throws -> ShowDetail {
    requestedIDs.append(id)
    await gate?.wait()
    guard let detail = details[id] else { throw ShowDataError.showNotFound(id: id) }
    return detail
  }
}
