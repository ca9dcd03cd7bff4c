import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import TVGuideView
import Testing

@testable import TVGuidePresenter

/// The live search on its own: the query it searches for, the debounce, stale answers and
/// its status line.
@MainActor
@Suite struct ShowListSearchTests {
  private let clock = ManualClock()

  private func search(_ interactor: ShowListInteractorStub) -> ShowListSearch {
    let text = TerminalText()
    return ShowListSearch(
      interactor: interactor, errors: ErrorMessageFormatter(sanitizer: text),
      statuses: ShowListStatusFormatter(sanitizer: text), clock: clock, debounce: .milliseconds(250))
  }

  nonisolated private static func results(_ query: String, _ ids: [Int]) -> SearchResults {
    SearchResults(
      query: query, shows: ids.map { Show(dto: .mock.with(id: $0, name: "Show \($0)")) }, origin: .bundled)
  }

  /// The query was read where it was typed: it is searched for, and printed, as it is, with
  /// nothing cleaned or cut again (these spaces would not survive a one-line rule).
  @Test func searchesForTheQueryAsItWasRead() async {
    let interactor = ShowListInteractorStub(search: { Self.results($0, [7]) })
    let search = search(interactor)
    let query = SearchQuery("tom  &  jerry", visible: { $0 })
    var changes = 0
    await search.run(query, filter: .all) { changes += 1 }
    #expect(await interactor.searchedQueries == ["tom  &  jerry"])
    #expect(await interactor.searchedFilters == [.all])
    #expect(search.query == query)
    #expect(search.showsResults)
    #expect(changes == 2)
    #expect(search.status() == ShowListStatus(kind: .results, message: "1 show matches \"tom  &  jerry\""))
  }

  @Test func typingWaitsOutTheDebounceOnTheInjectedClock() async throws {
    let search = search(ShowListInteractorStub())
    #expect(search.typed(.typed("thr"))?.text == "thr")
    #expect(search.isLoading)
    let waiting = Task { try await search.waitForTypingToPause() }
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(249))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    try await waiting.value
    #expect(search.status() == ShowListStatus(kind: .loading, message: "Searching for \"thr\"…"))
  }

  @Test func blankTextEndsTheSearchAndTheIndexShowsAgain() async {
    let search = search(ShowListInteractorStub(search: { Self.results($0, [3]) }))
    await search.run(.typed("girls"), filter: .all) {}
    let index = [Show(dto: .mock)]
    #expect(search.shows(over: index).map(\.id) == [3])
    #expect(search.typed(.typed("   ")) == nil)
    #expect(!search.isActive)
    #expect(search.shows(over: index) == index)
  }

  /// While the first answer is on its way the index stays, so typing does not blank the list;
  /// a search that found nothing shows nothing.
  @Test func theIndexStaysUntilTheFirstAnswerArrives() async {
    let search = search(ShowListInteractorStub(search: { Self.results($0, []) }))
    let index = [Show(dto: .mock)]
    _ = search.typed(.typed("g"))
    #expect(search.shows(over: index) == index)
    await search.run(.typed("g"), filter: .all) {}
    #expect(search.shows(over: index).isEmpty)
    #expect(search.status() == ShowListStatus(kind: .noResults, message: "No shows match \"g\""))
  }

  @Test func aLateAnswerToAnOlderQueryIsDropped() async {
    let gate = Gate()
    let search = search(
      ShowListInteractorStub(search: { query in
        if query == "old" { await gate.wait() }
        return Self.results(query, [query.count])
      }))
    let old = Task { await search.run(.typed("old"), filter: .all) {} }
    await gate.waitForWaiters()
    await search.run(.typed("newer"), filter: .all) {}
    await gate.open()
    await old.value
    #expect(search.query.text == "newer")
    #expect(search.results?.shows.map(\.id) == [5])
  }

  @Test func onlyTheQueryWaitingItsDebounceCanBeSubmitted() {
    let search = search(ShowListInteractorStub())
    #expect(search.waitingQuery(.typed("thrones")) == nil)
    _ = search.typed(.typed("thrones"))
    #expect(search.waitingQuery(.typed("thrones")) == .typed("thrones"))
    #expect(search.waitingQuery(.typed("thr")) == nil)
  }

  @Test func aFailedSearchSaysWhyAndWhatToDo() async {
    let search = search(ShowListInteractorStub(search: { _ in throw ShowDataError.emptyQuery }))
    await search.run(.typed("?"), filter: .all) {}
    #expect(
      search.status()
        == ShowListStatus(
          kind: .failed, message: "The search text has no letter or digit.",
          hint: "Type part of a show's name."))
  }
}
