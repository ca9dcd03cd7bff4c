import TVGuideEntity
import TVGuideTestSupport
import Testing

import enum TVGuideInteractor.ShowDataError

@testable import stage_mvi

/// The list's rules with no view, store or data source: an intent in, a state and an effect out.
@Suite struct ShowListReducerTests {
  private static func shows(_ ids: Int...) -> [Show] {
    ids.map { Show(dto: ShowDTO.mock.with(id: $0, name: "Show \($0)")) }
  }

  /// A state that has loaded `shows` from page 0 and may load page 1 next.
  private static func loaded(_ shows: [Show]) -> ShowListState {
    var state = ShowListState()
    _ = ShowListReducer.reduce(&state, .appeared)
    _ = ShowListReducer.reduce(&state, .pageLoaded(request: 1, page: 0, shows: shows))
    return state
  }

  @Test func appearingAsksForTheFirstPageAndIsBusy() {
    var state = ShowListState()
    #expect(ShowListReducer.reduce(&state, .appeared) == .loadPage(0, request: 1))
    #expect(state.isLoading)
    #expect(state.request == PageRequest(number: 1, firstPage: 0, replacingList: true))
  }

  @Test func aLoadedPageIsSortedByIdAndEndsTheWait() {
    let state = Self.loaded(Self.shows(3, 1, 2))
    #expect(state.shows.map(\.id) == [1, 2, 3])
    #expect(!state.isLoading)
    #expect(state.nextPage == 1)
  }

  @Test func anEmptyPageIsSkippedWithinTheSameRequest() {
    var state = Self.loaded(Self.shows(1))
    #expect(ShowListReducer.reduce(&state, .endReached) == .loadPage(1, request: 2))
    #expect(
      ShowListReducer.reduce(&state, .pageLoaded(request: 2, page: 1, shows: [])) == .loadPage(2, request: 2))
    #expect(state.isLoading)
    _ = ShowListReducer.reduce(&state, .pageLoaded(request: 2, page: 2, shows: Self.shows(500)))
    #expect(state.shows.map(\.id) == [1, 500])
    #expect(state.nextPage == 3)
  }

  @Test func aMissingPageAfterTheFirstIsTheEndOfTheIndex() {
    var state = Self.loaded(Self.shows(1))
    _ = ShowListReducer.reduce(&state, .endReached)
    _ = ShowListReducer.reduce(&state, .pageFailed(request: 2, page: 1, .data(.pageNotFound(page: 1))))
    #expect(state.failure == nil)
    #expect(state.nextPage == nil)
    #expect(state.shows.map(\.id) == [1])
    #expect(ShowListReducer.reduce(&state, .endReached) == .none, "nothing more to load")
  }

  @Test func aMissingFirstPageIsAnError() {
    var state = ShowListState()
    _ = ShowListReducer.reduce(&state, .appeared)
    _ = ShowListReducer.reduce(&state, .pageFailed(request: 1, page: 0, .data(.pageNotFound(page: 0))))
    #expect(state.failure == .data(.pageNotFound(page: 0)))
    #expect(!state.isLoading)
  }

  @Test func retryRepeatsTheFailedRequestFromItsFirstPage() {
    var state = Self.loaded(Self.shows(1))
    _ = ShowListReducer.reduce(&state, .endReached)
    _ = ShowListReducer.reduce(&state, .pageLoaded(request: 2, page: 1, shows: []))
    _ = ShowListReducer.reduce(&state, .pageFailed(request: 2, page: 2, .unexpected))
    #expect(state.failure == .unexpected)
    #expect(ShowListReducer.reduce(&state, .retryRequested) == .loadPage(1, request: 3))
    #expect(state.failure == nil)
    #expect(state.request?.replacingList == false)
  }

  @Test func retryWithoutAFailureDoesNothing() {
    var state = Self.loaded(Self.shows(1))
    let before = state
    #expect(ShowListReducer.reduce(&state, .retryRequested) == .none)
    #expect(state == before)
  }

  @Test func theEndOfTheListLoadsNothingWhileAPageIsOnItsWay() {
    var state = ShowListState()
    _ = ShowListReducer.reduce(&state, .appeared)
    #expect(ShowListReducer.reduce(&state, .endReached) == .none)
  }

  @Test func anAnswerToAReplacedRequestIsDropped() {
    var state = Self.loaded(Self.shows(1))
    _ = ShowListReducer.reduce(&state, .endReached)
    _ = ShowListReducer.reduce(&state, .appeared)
    let before = state
    #expect(ShowListReducer.reduce(&state, .pageLoaded(request: 2, page: 1, shows: Self.shows(300))) == .none)
    #expect(state == before)
  }

  @Test func appearingAgainStartsTheListOverFromTheFirstPage() {
    var state = Self.loaded(Self.shows(1, 2))
    _ = ShowListReducer.reduce(&state, .endReached)
    _ = ShowListReducer.reduce(&state, .pageLoaded(request: 2, page: 1, shows: Self.shows(300)))
    #expect(ShowListReducer.reduce(&state, .appeared) == .loadPage(0, request: 3))
    _ = ShowListReducer.reduce(&state, .pageLoaded(request: 3, page: 0, shows: Self.shows(1, 2)))
    #expect(state.shows.map(\.id) == [1, 2])
  }

  @Test func aSelectedRowOpensItsShowAndARowOffTheListNothing() {
    var state = Self.loaded(Self.shows(7, 3))
    #expect(ShowListReducer.reduce(&state, .rowSelected(index: 1)) == .openShow(id: 7))
    #expect(ShowListReducer.reduce(&state, .rowSelected(index: 2)) == .none)
    #expect(ShowListReducer.reduce(&state, .rowSelected(index: -1)) == .none)
  }
}
