import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

/// Shows and answers for the stubs, outside the main actor so their `@Sendable` closures can
/// use them.
private enum Catalog {
  static let now = Date(timeIntervalSince1970: 1_750_000_000)

  static func show(_ id: Int, _ name: String? = nil) -> Show {
    Show(dto: .mock.with(id: id, name: name ?? "Show \(id)"))
  }

  static func page(
    _ number: Int, _ ids: [Int], origin: DataOrigin = .bundled, saveFailure: ShowDataError? = nil
  ) -> ShowPage {
    ShowPage(number: number, shows: ids.map { show($0) }, origin: origin, saveFailure: saveFailure)
  }

  static func results(
    _ query: String, _ ids: [Int], origin: DataOrigin = .bundled, saveFailure: ShowDataError? = nil
  ) -> SearchResults {
    SearchResults(query: query, shows: ids.map { show($0) }, origin: origin, saveFailure: saveFailure)
  }

  /// Pages 0 and 1 of a small index; past them, the index ends.
  static func pages(_ number: Int) throws -> ShowPage {
    switch number {
    case 0: page(0, [1, 2, 3])
    case 1: page(1, [250, 251])
    default: throw ShowDataError.pageNotFound(page: number)
    }
  }

  /// Searching answers one show per query, whose id is the query's length.
  static func search(_ query: String) -> SearchResults {
    results(query, [1_000 + query.count])
  }
}

@MainActor
@Suite struct ShowListPresenterTests {
  private let clock = ManualClock()
  private let view = ShowListViewSpy()
  private let router = ShowListRouterSpy()

  private func makePresenter(
    _ interactor: ShowListInteractorStub, firstPage: Int = 0
  ) -> ShowListPresenter {
    let presenter = ShowListPresenter(
      interactor: interactor, router: router, firstPage: firstPage, clock: clock,
      debounce: .milliseconds(250), now: { Catalog.now }, sanitizer: TerminalText())
    presenter.view = view
    return presenter
  }

  private var rowIDs: [Int]? { view.last?.rows.map(\.id) }
  private var status: ShowListStatus? { view.last?.status }

  /// Types `text` and lets the debounce elapse, as a user who stops typing.
  private func type(_ text: String, into presenter: ShowListPresenter) async {
    presenter.searchTextDidChange(.typed(text))
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(250))
  }

  /// Lets go of the presenter and waits until every task that kept it alive has finished:
  /// its tasks hold it only while they run, so its release means that whatever they were
  /// going to display has been displayed.
  private func releaseAndWaitForItsTasks(_ presenter: inout ShowListPresenter?) async -> Bool {
    weak let released = presenter
    presenter = nil
    return await eventually { released == nil }
  }

  // MARK: The index

  @Test func loadsTheFirstPageInViewDidLoad() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages)
    let presenter = makePresenter(interactor)
    #expect(view.displayed.isEmpty, "init only initialises")
    presenter.viewDidLoad()
    #expect(await eventually { rowIDs == [1, 2, 3] })
    #expect(view.displayed.first?.status == ShowListStatus(kind: .loading, message: "Loading shows…"))
    #expect(status == ShowListStatus(kind: .browsing, message: "Start typing to search"))
    #expect(view.last?.notice == nil)
    #expect(await interactor.requestedPages == [0])
    #expect(presenter.displayedShows.map(\.id) == [1, 2, 3])
  }

  @Test func buildsTheJSONDocumentOnlyWhenAskedTo() async {
    let presenter = makePresenter(ShowListInteractorStub(page: Catalog.pages))
    await presenter.loadNextPage()
    #expect(view.displayed.allSatisfy { $0.document == nil })
    presenter.buildsDocument = true
    await presenter.loadNextPage()
    #expect(view.last?.document?.map(\.id) == [1, 2, 3, 250, 251])
  }

  @Test func skipsEmptyPagesUntilShowsArrive() async {
    let interactor = ShowListInteractorStub { number in
      guard number < 4 else { throw ShowDataError.pageNotFound(page: number) }
      return Catalog.page(number, number == 2 ? [500, 501] : [])
    }
    let presenter = makePresenter(interactor)
    await presenter.loadMoreShows()
    #expect(await interactor.requestedPages == [0, 1, 2])
    #expect(rowIDs == [500, 501])
    #expect(status?.kind == .browsing)
  }

  @Test func stopsAtTheEndOfTheIndexWithoutAnError() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages)
    let presenter = makePresenter(interactor)
    await presenter.loadMoreShows()
    await presenter.loadMoreShows()
    #expect(rowIDs == [1, 2, 3, 250, 251])
    await presenter.loadMoreShows()
    #expect(await interactor.requestedPages == [0, 1, 2])
    #expect(rowIDs == [1, 2, 3, 250, 251])
    #expect(status == ShowListStatus(kind: .browsing, message: "Start typing to search"))

    await presenter.loadMoreShows()
    #expect(await presenter.loadNextPage() == false)
    #expect(await interactor.requestedPages == [0, 1, 2], "nothing is asked past the end")
  }

  @Test func endsAnIndexOfEmptyPagesWithoutAnError() async {
    let interactor = ShowListInteractorStub { number in
      guard number < 2 else { throw ShowDataError.pageNotFound(page: number) }
      return Catalog.page(number, [])
    }
    let presenter = makePresenter(interactor)
    await presenter.loadMoreShows()
    #expect(await interactor.requestedPages == [0, 1, 2])
    #expect(rowIDs == [])
    #expect(status == ShowListStatus(kind: .noResults, message: "This page of the index has no shows."))
  }

  @Test func failsWithAHintWhenTheFirstPageCannotLoad() async {
    let interactor = ShowListInteractorStub { _ in
      throw ShowDataError.outOfReach(how: .noConnection)
    }
    let presenter = makePresenter(interactor)
    presenter.viewDidLoad()
    #expect(await eventually { status?.kind == .failed })
    #expect(
      status
        == ShowListStatus(
          kind: .failed, message: "Could not connect to TVMaze.",
          hint: "Check the network connection and try again.", isRetryable: true))
    #expect(rowIDs == [])
    #expect(await interactor.requestedPages == [0], "an error stops the loading")
  }

  @Test func saysAPageDoesNotExistWhenItIsTheFirstAskedFor() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages)
    let presenter = makePresenter(interactor, firstPage: 7)
    #expect(await presenter.loadNextPage())
    #expect(status?.kind == .failed)
    #expect(status?.message == "There is no page 7 of the show index.")
    #expect(status?.isRetryable == false)
  }

  @Test func retriesTheIndexAfterAnError() async {
    let attempts = CallCounter()
    let interactor = ShowListInteractorStub { number in
      guard await attempts.next() > 1 else { throw ShowDataError.rateLimited }
      return try Catalog.pages(number)
    }
    let presenter = makePresenter(interactor)
    presenter.viewDidLoad()
    #expect(await eventually { status?.kind == .failed })
    presenter.didRequestRetry()
    #expect(await eventually { rowIDs == [1, 2, 3] })
    #expect(status?.kind == .browsing)
    #expect(await interactor.requestedPages == [0, 0])
  }

  /// Retry is not `more`: with nothing failed, the index and the search stay as they are.
  @Test func retryingWithNothingFailedLoadsNothing() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages) { Catalog.search($0) }
    let presenter = makePresenter(interactor)
    presenter.viewDidLoad()
    #expect(await eventually { rowIDs == [1, 2, 3] })
    let displays = view.displayed.count
    presenter.didRequestRetry()
    await presenter.search(.typed("girls"))
    presenter.didRequestRetry()
    for _ in 0..<20 { await Task.yield() }
    #expect(await interactor.requestedPages == [0])
    #expect(await interactor.searchedQueries == ["girls"])
    #expect(view.displayed.count == displays + 2, "only the search drew")
  }

  @Test func loadsTheNextPageAtTheEndOfTheList() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages)
    let presenter = makePresenter(interactor)
    presenter.viewDidLoad()
    #expect(await eventually { rowIDs == [1, 2, 3] })
    presenter.didReachEndOfList()
    #expect(await eventually { rowIDs == [1, 2, 3, 250, 251] })
    #expect(await interactor.requestedPages == [0, 1])
  }

  @Test func tellsWhenTheIndexWasSavedOffline() async {
    let savedAt = Catalog.now.addingTimeInterval(-2 * 3_600)
    let interactor = ShowListInteractorStub { Catalog.page($0, [1], origin: .offline(savedAt: savedAt)) }
    let presenter = makePresenter(interactor)
    #expect(await presenter.loadNextPage())
    #expect(view.last?.notice == "Offline — showing data saved 2 h ago")
  }

  @Test func warnsWhileTheShownAnswerCouldNotBeSaved() async {
    let failure = ShowDataError.localDataUnavailable(detail: "disk I/O error")
    let interactor = ShowListInteractorStub(
      page: { Catalog.page($0, [1], origin: .live) },
      search: { Catalog.results($0, [1], origin: .live, saveFailure: failure) })
    let presenter = makePresenter(interactor)
    #expect(await presenter.loadNextPage())
    #expect(view.last?.warning == nil)
    await presenter.search(.typed("girls"))
    #expect(
      view.last?.warning
        == "The local store could not be used (disk I/O error), so this answer was not saved; "
        + "check the cache folder's permissions and free space.")
    presenter.searchDidCancel()
    #expect(view.last?.warning == nil, "the index was saved")
  }

  // MARK: Selection

  @Test func opensTheSelectedShowOfTheIndex() async {
    let presenter = makePresenter(ShowListInteractorStub(page: Catalog.pages))
    await presenter.loadMoreShows()
    presenter.didSelectRow(at: 1)
    presenter.didSelectRow(at: 0)
    #expect(router.openedShowIDs == [2, 1])
  }

  @Test func opensTheSelectedShowOfTheSearchResults() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages) { Catalog.results($0, [82, 139, 124]) }
    let presenter = makePresenter(interactor)
    await presenter.loadMoreShows()
    await presenter.search(.typed("girls"))
    presenter.didSelectRow(at: 1)
    #expect(router.openedShowIDs == [139])
  }

  @Test(arguments: [3, 4, -1, Int.max, Int.min])
  func ignoresASelectionOutsideTheList(index: Int) async {
    let presenter = makePresenter(ShowListInteractorStub(page: Catalog.pages))
    await presenter.loadMoreShows()
    presenter.didSelectRow(at: index)
    #expect(router.openedShowIDs.isEmpty)
  }

  @Test func ignoresASelectionBeforeAnythingLoaded() {
    let presenter = makePresenter(ShowListInteractorStub(page: Catalog.pages))
    presenter.didSelectRow(at: 0)
    #expect(router.openedShowIDs.isEmpty)
  }

  @Test func keepsSearchResultsAfterOpeningAShow() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages, search: Catalog.search)
    let presenter = makePresenter(interactor)
    presenter.viewDidLoad()
    #expect(await eventually { rowIDs == [1, 2, 3] })
    await type("girls", into: presenter)
    #expect(await eventually { rowIDs == [1_005] })
    presenter.didSelectRow(at: 0)
    #expect(router.openedShowIDs == [1_005])
    #expect(presenter.displayedShows.map(\.id) == [1_005])
    #expect(rowIDs == [1_005])
    #expect(status?.message == "1 show matches \"girls\"")
    presenter.didSelectRow(at: 0)
    #expect(router.openedShowIDs == [1_005, 1_005])
    #expect(await interactor.requestedPages == [0])
    #expect(await interactor.searchedQueries == ["girls"])
  }

  // MARK: Search: the debounce

  @Test func searchesNothingBeforeTheDebounceElapses() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages, search: Catalog.search)
    let presenter = makePresenter(interactor)
    await presenter.loadMoreShows()
    presenter.searchTextDidChange(.typed("girls"))
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(249))
    #expect(clock.sleeperCount == 1, "still waiting out the debounce")
    #expect(await interactor.searchedQueries.isEmpty)
    #expect(status == ShowListStatus(kind: .loading, message: "Searching for \"girls\"…"))

    clock.advance(by: .milliseconds(1))
    #expect(await eventually { status?.kind == .results })
    #expect(await interactor.searchedQueries == ["girls"])
    #expect(rowIDs == [1_005])
    #expect(status?.message == "1 show matches \"girls\"")
  }

  @Test func searchesOnlyTheLastTextTypedWithinTheDebounce() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages, search: Catalog.search)
    let presenter = makePresenter(interactor)
    presenter.searchTextDidChange(.typed("g"))
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(100))
    presenter.searchTextDidChange(.typed("gi"))
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(200))
    presenter.searchTextDidChange(.typed("girls"))
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(249))
    #expect(clock.sleeperCount == 1)
    #expect(await interactor.searchedQueries.isEmpty, "the first debounce would have ended by now")

    clock.advance(by: .milliseconds(1))
    #expect(await eventually { status?.kind == .results })
    #expect(await interactor.searchedQueries == ["girls"])
    #expect(rowIDs == [1_005])
  }

  @Test func searchesASubmittedQueryWithoutWaitingForTheDebounce() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages, search: Catalog.search)
    let presenter = makePresenter(interactor)
    await presenter.loadMoreShows()
    presenter.searchTextDidChange(.typed("girls"))
    await clock.waitForSleepers(1)
    presenter.searchDidSubmit(.typed("girls"))
    #expect(await eventually { status?.kind == .results })
    #expect(await interactor.searchedQueries == ["girls"])
    #expect(clock.sleeperCount == 0, "the debounced search was cancelled")
  }

  // MARK: Search: newer beats older

  @Test func cancelsTheOlderQueryAndIgnoresItsLateAnswer() async {
    let gate = Gate()
    let cancelledWhenAnswered = CancellationLog()
    let interactor = ShowListInteractorStub(page: Catalog.pages) { query in
      guard query == "first" else { return Catalog.results(query, [20, 21]) }
      await gate.wait()
      await cancelledWhenAnswered.record(Task.isCancelled)
      return Catalog.results(query, [10])
    }
    var presenter: ShowListPresenter? = makePresenter(interactor)
    await type("first", into: presenter!)
    await gate.waitForWaiters(1)

    await type("second", into: presenter!)
    #expect(await eventually { rowIDs == [20, 21] })
    #expect(status?.message == "2 shows match \"second\"")
    let displaysBefore = view.displayed.count

    await gate.open()
    #expect(await releaseAndWaitForItsTasks(&presenter))
    #expect(await cancelledWhenAnswered.values == [true], "typing again cancels the running query")
    #expect(view.displayed.count == displaysBefore, "the late answer displays nothing")
    #expect(rowIDs == [20, 21])
    #expect(status?.message == "2 shows match \"second\"")
    #expect(await interactor.searchedQueries == ["first", "second"])
  }

  @Test func neverLetsALateAnswerReplaceNewerResults() async {
    let gate = Gate()
    let interactor = ShowListInteractorStub(page: Catalog.pages) { query in
      if query == "first" { await gate.wait() }
      return Catalog.results(query, query == "first" ? [10] : [20, 21])
    }
    let presenter = makePresenter(interactor)
    let first = Task { await presenter.search(.typed("first")) }
    await gate.waitForWaiters(1)
    await presenter.search(.typed("second"))
    #expect(rowIDs == [20, 21])
    await gate.open()
    await first.value
    #expect(rowIDs == [20, 21])
    #expect(presenter.displayedShows.map(\.id) == [20, 21])
    #expect(status?.message == "2 shows match \"second\"")
  }

  // MARK: Search: back to the index

  @Test(arguments: ["", " ", "  \t\n "])
  func showsTheWholeIndexAgainForBlankText(text: String) async {
    let interactor = ShowListInteractorStub(page: Catalog.pages, search: Catalog.search)
    let presenter = makePresenter(interactor)
    await presenter.loadMoreShows()
    await presenter.search(.typed("girls"))
    #expect(rowIDs == [1_005])

    presenter.searchTextDidChange(.typed(text))
    #expect(rowIDs == [1, 2, 3])
    #expect(status == ShowListStatus(kind: .browsing, message: "Start typing to search"))
    #expect(clock.sleeperCount == 0, "blank text is not searched")
    #expect(await interactor.searchedQueries == ["girls"])
  }

  @Test func showsTheWholeIndexAgainWhenTheSearchIsCancelled() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages, search: Catalog.search)
    let presenter = makePresenter(interactor)
    await presenter.loadMoreShows()
    await presenter.search(.typed("girls"))
    presenter.searchDidCancel()
    #expect(rowIDs == [1, 2, 3])
    #expect(status?.kind == .browsing)
    #expect(presenter.displayedShows.map(\.id) == [1, 2, 3])
  }

  @Test func dropsATypedSearchThatIsCancelledDuringTheDebounce() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages, search: Catalog.search)
    let presenter = makePresenter(interactor)
    await presenter.loadMoreShows()
    presenter.searchTextDidChange(.typed("gir"))
    await clock.waitForSleepers(1)
    presenter.searchDidCancel()
    #expect(clock.sleeperCount == 0, "the debounced search was cancelled")
    #expect(rowIDs == [1, 2, 3])
  }

  @Test func ignoresAnAnswerThatArrivesAfterTheSearchWasCancelled() async {
    let gate = Gate()
    let interactor = ShowListInteractorStub(page: Catalog.pages) { query in
      await gate.wait()
      return Catalog.results(query, [10])
    }
    let presenter = makePresenter(interactor)
    await presenter.loadMoreShows()
    let search = Task { await presenter.search(.typed("girls")) }
    await gate.waitForWaiters(1)
    presenter.searchDidCancel()
    await gate.open()
    await search.value
    #expect(rowIDs == [1, 2, 3])
    #expect(status?.kind == .browsing)
  }

  // MARK: Search: what the status line says

  @Test func saysWhenNoShowMatches() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages) { Catalog.results($0, []) }
    let presenter = makePresenter(interactor)
    await presenter.loadMoreShows()
    await type("xyz", into: presenter)
    #expect(await eventually { status?.kind == .noResults })
    #expect(status?.message == "No shows match \"xyz\"")
    #expect(rowIDs == [])
  }

  @Test func countsTheMatches() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages) { Catalog.results($0, [139, 41734]) }
    let presenter = makePresenter(interactor)
    await presenter.search(.typed("girls"))
    #expect(status == ShowListStatus(kind: .results, message: "2 shows match \"girls\""))
    #expect(rowIDs == [139, 41734])
  }

  @Test func failsWithAHintWhenTheSearchFails() async {
    let attempts = CallCounter()
    let interactor = ShowListInteractorStub(page: Catalog.pages) { query in
      guard await attempts.next() > 1 else {
        throw ShowDataError.outOfReach(how: .noAnswerInTime)
      }
      return Catalog.search(query)
    }
    let presenter = makePresenter(interactor)
    await type("girls", into: presenter)
    #expect(await eventually { status?.kind == .failed })
    #expect(
      status
        == ShowListStatus(
          kind: .failed, message: "TVMaze did not answer in time.",
          hint: "Try again in a moment.", isRetryable: true))
    presenter.didRequestRetry()
    #expect(await eventually { status?.kind == .results })
    #expect(await interactor.searchedQueries == ["girls", "girls"])
  }

  @Test func reportsAnEmptyQueryInsteadOfBrowsing() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages) { _ in throw ShowDataError.emptyQuery }
    let presenter = makePresenter(interactor)
    await presenter.search(.typed(""))
    #expect(
      status
        == ShowListStatus(
          kind: .failed, message: "The search text has no letter or digit.",
          hint: "Type part of a show's name."))
  }

  @Test func saysSoWhenALoadedPageHoldsNoShow() async {
    let interactor = ShowListInteractorStub(page: { Catalog.page($0, []) })
    let presenter = makePresenter(interactor, firstPage: 4)
    await presenter.loadNextPage()
    #expect(status == ShowListStatus(kind: .noResults, message: "This page of the index has no shows."))
  }

  /// Typed or run at once, the query reaches the interactor as the view read it, with the
  /// status filter, which the interactor applies: no cleaning, cutting or filtering after.
  @Test func passesTheQueryAndTheStatusFilterDownAsTheyAre() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages) { Catalog.search($0) }
    let presenter = makePresenter(interactor)
    await presenter.search(SearchQuery("tom  &  jerry", visible: { $0 }))
    presenter.setStatusFilter(.ended)
    await type("girls", into: presenter)
    #expect(await eventually { status?.kind != .loading && status?.message.contains("\"girls\"") == true })
    #expect(await interactor.searchedQueries.first == "tom  &  jerry")
    #expect(await interactor.searchedQueries.last == "girls")
    #expect(await interactor.searchedFilters.first == .all)
    #expect(await interactor.searchedFilters.last == .ended)
  }

  @Test func tellsWhenSearchResultsWereSavedOffline() async {
    let savedAt = Catalog.now.addingTimeInterval(-3 * 86_400)
    let interactor = ShowListInteractorStub(page: Catalog.pages) {
      Catalog.results($0, [1], origin: .offline(savedAt: savedAt))
    }
    let presenter = makePresenter(interactor)
    await presenter.loadMoreShows()
    #expect(view.last?.notice == nil)
    await presenter.search(.typed("girls"))
    #expect(view.last?.notice == "Offline — showing data saved 3 days ago")
    presenter.searchDidCancel()
    #expect(view.last?.notice == nil, "the index itself came from the bundle")
  }

  @Test func doesNotLoadMorePagesWhileSearching() async {
    let interactor = ShowListInteractorStub(page: Catalog.pages, search: Catalog.search)
    var presenter: ShowListPresenter? = makePresenter(interactor)
    await presenter?.loadMoreShows()
    await presenter?.search(.typed("girls"))
    presenter?.didReachEndOfList()
    #expect(await releaseAndWaitForItsTasks(&presenter))
    #expect(await interactor.requestedPages == [0], "the end of search results is not the end of the index")
    #expect(rowIDs == [1_005])
  }

  // MARK: Ownership

  @Test func holdsItsViewWeakly() {
    let presenter = ShowListPresenter(
      interactor: ShowListInteractorStub(), router: router, clock: clock, sanitizer: TerminalText())
    var spy: ShowListViewSpy? = ShowListViewSpy()
    presenter.view = spy
    #expect(presenter.view != nil)
    spy = nil
    #expect(presenter.view == nil)
  }
}
