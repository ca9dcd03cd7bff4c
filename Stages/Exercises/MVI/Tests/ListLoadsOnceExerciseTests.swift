import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage_mvi

/// Exercise 8: the list survives a visit to a show. The reducer answers `appeared` with a
/// load only while the list is empty and nothing is loading; coming back keeps the state and
/// asks for nothing (stage 6's S6-R1, here as a rule of a pure function). The test calls the
/// reducer.
@Suite struct ListLoadsOnceExerciseTests {
  @Test func appearingAgainKeepsTheList() async throws {
    var state = ShowListState()
    #expect(ShowListReducer.reduce(&state, .appeared) == .loadPage(0, request: 1))
    _ = ShowListReducer.reduce(&state, .pageLoaded(request: 1, page: 0, shows: [Show(dto: .mock)]))
    let loaded = state
    let effect = ShowListReducer.reduce(&state, .appeared)
    try await exercise("MVI", "the list loads once") {
      #expect(effect == .none)
      #expect(state == loaded)
    }
  }

  /// Appearing again while the first page is on its way is still one load: the answer to the
  /// first request is not dropped as stale.
  @Test func appearingWhileLoadingAsksForNothingMore() async throws {
    var state = ShowListState()
    _ = ShowListReducer.reduce(&state, .appeared)
    let loading = state
    let effect = ShowListReducer.reduce(&state, .appeared)
    try await exercise("MVI", "appearing again while the first page is on its way") {
      #expect(effect == .none)
      #expect(state == loading)
    }
  }
}
