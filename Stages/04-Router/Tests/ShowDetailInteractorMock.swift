import TVGuideEntity
import TVGuideTestSupport

import enum TVGuideInteractor.ShowDataError

@testable import stage4_router

/// Stands in for the detail interactor: answers with the shows it was given, can hold its
/// answer until a gate opens, and records the ids the presenter asked for.
actor ShowDetailInteractorMock: ShowDetailInteractorInput {
  private let shows: [Int: Show]
  private var gate: Gate?
  private(set) var requestedIDs: [Int] = []

  init(shows: [Int: Show] = [:]) {
    self.shows = shows
  }

  func hold(at gate: Gate) {
    self.gate = gate
  }

  func show(id: Int) async throws -> Show {
    requestedIDs.append(id)
    await gate?.wait()
    guard let show = shows[id] else { throw ShowDataError.showNotFound(id: id) }
    return show
  }
}
