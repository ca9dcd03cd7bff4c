import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage_mvi

/// The detail's rules with no view, store or data source.
@Suite struct ShowDetailReducerTests {
  @Test func theScreenStartsBusyAndLoadsItsShowOnceLoaded() {
    var state = ShowDetailState(showID: 82)
    #expect(state.isLoading)
    #expect(ShowDetailReducer.reduce(&state, .loaded) == .loadShow(id: 82, request: 1))
    _ = ShowDetailReducer.reduce(&state, .showLoaded(request: 1, .mock))
    #expect(state.show == .mock)
    #expect(!state.isLoading)
  }

  @Test func aFailureCanBeRetried() {
    var state = ShowDetailState(showID: 82)
    _ = ShowDetailReducer.reduce(&state, .loaded)
    #expect(ShowDetailReducer.reduce(&state, .retryRequested) == .none, "nothing failed yet")
    _ = ShowDetailReducer.reduce(&state, .showFailed(request: 1, .data(.showNotFound(id: 82))))
    #expect(state.failure == .data(.showNotFound(id: 82)))
    #expect(ShowDetailReducer.reduce(&state, .retryRequested) == .loadShow(id: 82, request: 2))
    #expect(state.failure == nil)
    #expect(state.isLoading)
  }

  @Test func goingBackClosesAndDropsTheAnswerStillOnItsWay() {
    var state = ShowDetailState(showID: 82)
    _ = ShowDetailReducer.reduce(&state, .loaded)
    #expect(ShowDetailReducer.reduce(&state, .backRequested) == .close)
    _ = ShowDetailReducer.reduce(&state, .showLoaded(request: 1, .mock))
    #expect(state.show == nil)
  }
}
