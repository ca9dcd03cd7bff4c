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
      interactor: interactor, sanitizer: text, errors: ErrorMessageFormatter(sanitizer: text),
      statuses: ShowListStatusFormatter(sanitizer: text), clock: clock, debounce: .milliseconds(250))
  }

  nonisolated private static func results(_ query: String, _ ids: [Int]) -> SearchResults {
    SearchResults(
      query: query, shows: ids.map { Show(dto: .mock.with(id: $0, name: "Show \($0)")) }, origin: .bundled)
  }

  @Test func searchesForTheQueryAsTheViewsRuleLeavesIt() async {
    let interactor = ShowListInteractorStub(search: { Self.results($0, [7]) })
    let search = search(interactor)
    var changes = 0
    await search.run("gi\u{1B}[31mrls", filter: .all) { changes += 1 }
    #expect(await interactor.searchedQueries == ["girls"])
    #expect(search.text == "girls")
    #expect(search.showsResults)
    #expect(changes == 2)
    #expect(search.status() == ShowListStatus(kind: .results, message: "1 show matches \"girls\""))
  }

  @Test func aLongQueryIsCutToTheLongestSearchedFor() async {
    let interactor = ShowListInteractorStub(search: { Self.results($0, []) })
    await search(interactor).run(String(repeating: "ab ", count: 500), filter: .all) {}
    let searched = await interactor.searchedQueries
    #expect(searched.count == 1)
    #expect(searched.allSatisfy { $0.utf8.count <= ShowListSearch.maximumQueryLength && !$0.hasSuffix(" ") })
  }

  @Test func typingWaitsOutTheDebounceOnTheInjectedClock() async throws {
    let search = search(ShowListInteractorStub())
    #expect(search.typed("thr") == "thr")
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
    await search.run("girls", filter: .all) {}
    let index = [Show(dto: .mock)]
    #expect(search.shows(over: index).map(\.id) == [3])
    #expect(search.typed("   ") == nil)
    #expect(!search.isActive)
    #expect(search.shows(over: index) == index)
  }

  /// While the first answer is on its way the index stays, so typing does not blank the list;
  /// a search that found nothing shows nothing.
  @Test func theIndexStaysUntilTheFirstAnswerArrives() async {
    let search = search(ShowListInteractorStub(search: { Self.results($0, []) }))
    let index = [Show(dto: .mock)]
    _ = search.typed("g")
    #expect(search.shows(over: index) == index)
    await search.run("g", filter: .all) {}
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
    let old = Task { await search.run("old", filter: .all) {} }
    await gate.waitForWaiters()
    await search.run("newer", filter: .all) {}
    await gate.open()
    await old.value
    #expect(search.text == "newer")
    #expect(search.results?.shows.map(\.id) == [5])
  }

  @Test func onlyTheQueryWaitingItsDebounceCanBeSubmitted() {
    let search = search(ShowListInteractorStub())
    #expect(search.waitingQuery("thrones") == nil)
    _ = search.typed("thrones")
    #expect(search.waitingQuery("thrones") == "thrones")
    #expect(search.waitingQuery("thr") == nil)
  }

  @Test func aFailedSearchSaysWhyAndWhatToDo() async {
    let search = search(ShowListInteractorStub(search: { _ in throw ShowDataError.emptyQuery }))
    await search.run("?", filter: .all) {}
    #expect(
      search.status()
        == ShowListStatus(
          kind: .failed, message: "The search text has no letter or digit.",
          hint: "Type part of a show's name."))
  }
}
