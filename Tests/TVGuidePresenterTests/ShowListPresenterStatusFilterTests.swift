import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

/// An index where running shows are rare, for the stubs, outside the main actor.
private enum SparseIndex {
  static let lastPage = 5

  static func show(_ id: Int, _ status: String) -> Show {
    var dto = ShowDTO.mock.with(id: id, name: "Show \(id)")
    dto.status = status
    return Show(dto: dto)
  }

  /// Pages 0 to 2 hold ended shows only; pages 3 and 5 one running show each among ended
  /// ones; page 4 is empty; past page 5 the index ends.
  static func page(_ number: Int) throws -> ShowPage {
    guard (0...lastPage).contains(number) else { throw ShowDataError.pageNotFound(page: number) }
    var shows = (0..<3).map { show(250 * number + $0, "Ended") }
    if number == 3 || number == 5 { shows.append(show(250 * number + 10, "Running")) }
    return ShowPage(number: number, shows: number == 4 ? [] : shows, origin: .bundled)
  }

  /// Every query matches three shows, ranked 7, 8, 9: one running between two ended.
  static func search(_ query: String) -> SearchResults {
    SearchResults(
      query: query, shows: [show(7, "Ended"), show(8, "Running"), show(9, "Ended")], origin: .bundled)
  }
}

@MainActor
@Suite struct ShowListPresenterStatusFilterTests {
  private let clock = ManualClock()
  private let view = ShowListViewSpy()
  private let router = ShowListRouterSpy()

  private func makePresenter(
    _ interactor: ShowListInteractorStub, firstPage: Int = 0, filter: ShowStatusFilter = .all
  ) -> ShowListPresenter {
    let presenter = ShowListPresenter(
      interactor: interactor, router: router, firstPage: firstPage, statusFilter: filter, clock: clock,
      debounce: .milliseconds(250), sanitizer: TerminalText())
    presenter.view = view
    return presenter
  }

  private var rowIDs: [Int]? { view.last?.rows.map(\.id) }
  private var status: ShowListStatus? { view.last?.status }

  @Test func theKeyShowsOnlyRunningShowsAndReadsOnUntilTheIndexEnds() async {
    let interactor = ShowListInteractorStub(page: SparseIndex.page, search: SparseIndex.search)
    let presenter = makePresenter(interactor)
    presenter.viewDidLoad()
    #expect(await eventually { rowIDs == [0, 1, 2] })
    let shownBefore = view.displayed.count
    presenter.didRequestNextStatusFilter()
    #expect(presenter.statusFilter == .running)
    #expect(
      await eventually { rowIDs == [760, 1260] }, "fewer than a screen's worth exist: every one is read")
    let shownSince = view.displayed.dropFirst(shownBefore)
    #expect(
      shownSince.first?.status == ShowListStatus(kind: .loading, message: "Status: Running · Loading shows…"))
    #expect(shownSince.allSatisfy { $0.rows.isEmpty || $0.rows.allSatisfy { $0.status == "Running" } })
    #expect(status == ShowListStatus(kind: .browsing, message: "Status: Running · Start typing to search"))
    #expect(await interactor.requestedPages == [0, 0, 1, 2, 3, 4, 5, 6])
  }

  @Test func aFilteredScreenIsNeverEmptyWhileTheIndexHasMore() async {
    let interactor = ShowListInteractorStub(page: SparseIndex.page)
    let presenter = makePresenter(interactor, filter: .running)
    await presenter.loadMoreShows()
    #expect(rowIDs == [760, 1260])
    #expect(view.displayed.allSatisfy { !$0.rows.isEmpty || $0.status.kind == .loading })
  }

  @Test func readsOnlyUntilAScreenIsFull() async {
    let interactor = ShowListInteractorStub { number in
      ShowPage(
        number: number, shows: (0..<30).map { SparseIndex.show(250 * number + $0, "Running") }, origin: .live)
    }
    let presenter = makePresenter(interactor, filter: .running)
    await presenter.loadMoreShows()
    #expect(rowIDs?.count == 60)
    #expect(await interactor.requestedPages == [0, 1])
    presenter.didReachEndOfList()
    #expect(await eventually { rowIDs?.count == 120 })
    #expect(await interactor.requestedPages == [0, 1, 2, 3])
  }

  @Test func aStatusNoShowHasSaysSoAndMoreLoadsNothing() async {
    let interactor = ShowListInteractorStub(page: SparseIndex.page)
    let presenter = makePresenter(interactor, filter: .inDevelopment)
    await presenter.loadMoreShows()
    #expect(rowIDs == [])
    #expect(
      status
        == ShowListStatus(
          kind: .noResults, message: "Status: In development · No show in the index has this status."))
    let asked = await interactor.requestedPages.count
    presenter.didReachEndOfList()
    await presenter.loadMoreShows()
    #expect(await interactor.requestedPages.count == asked, "nothing is asked past the end")
  }

  @Test func backToAllShowsTheWholeIndexAgain() async {
    let interactor = ShowListInteractorStub(page: SparseIndex.page)
    let presenter = makePresenter(interactor)
    presenter.didRequestStatusFilter(named: "running")
    #expect(await eventually { rowIDs == [760, 1260] })
    presenter.didRequestStatusFilter(named: "ALL")
    #expect(await eventually { rowIDs == [0, 1, 2] })
    #expect(status == ShowListStatus(kind: .browsing, message: "Start typing to search"))
  }

  @Test func aPageAskedForBeforeTheFilterChangedIsNeverShown() async {
    let gate = Gate()
    let interactor = ShowListInteractorStub { number in
      if number == 0 { await gate.wait() }
      return try SparseIndex.page(number)
    }
    let presenter = makePresenter(interactor)
    presenter.viewDidLoad()
    await gate.waitForWaiters(1)
    presenter.didRequestNextStatusFilter()
    await gate.waitForWaiters(2)
    await gate.open()
    #expect(await eventually { status?.kind == .browsing })
    for _ in 0..<20 { await Task.yield() }
    #expect(rowIDs == [760, 1260])
    #expect(view.displayed.allSatisfy { $0.rows.allSatisfy { $0.status == "Running" } })
  }

  @Test func searchKeepsTheRankedMatchesOfTheStatus() async {
    let interactor = ShowListInteractorStub(page: SparseIndex.page, search: SparseIndex.search)
    let presenter = makePresenter(interactor)
    await presenter.search(.typed("house"))
    #expect(rowIDs == [7, 8, 9])
    presenter.didRequestStatusFilter(named: "running")
    #expect(await eventually { rowIDs == [8] })
    #expect(status == ShowListStatus(kind: .results, message: "Status: Running · 1 show matches \"house\""))
    presenter.didRequestStatusFilter(named: "tbd")
    #expect(await eventually { rowIDs == [] })
    #expect(
      status
        == ShowListStatus(kind: .noResults, message: "Status: To be determined · No shows match \"house\""))
    #expect(await interactor.searchedQueries == ["house", "house", "house"])
  }

  @Test func anUnknownStatusIsOneSentenceAndLeavesTheListAsItWas() async {
    let interactor = ShowListInteractorStub(page: SparseIndex.page, search: SparseIndex.search)
    let presenter = makePresenter(interactor, filter: .ended)
    await presenter.loadMoreShows()
    let rows = rowIDs
    presenter.didRequestStatusFilter(named: "soon\u{1B}[2J")
    #expect(
      status
        == ShowListStatus(
          kind: .failed,
          message: "There is no status \"soon\": choose all, running, ended, tbd or in-development."))
    #expect(rowIDs == rows)
    #expect(presenter.statusFilter == .ended)
    presenter.didRequestStatusFilter(named: "ended")
    #expect(status == ShowListStatus(kind: .browsing, message: "Status: Ended · Start typing to search"))
  }

  @Test func theCLIsPageIsAPageOfTheFilteredIndex() async {
    let interactor = ShowListInteractorStub(page: SparseIndex.page)
    let presenter = makePresenter(interactor, firstPage: 0, filter: .running)
    #expect(await presenter.loadNextPage())
    #expect(rowIDs == [760, 1260])
    let pastTheEnd = makePresenter(
      ShowListInteractorStub(page: SparseIndex.page), firstPage: 1, filter: .running)
    await pastTheEnd.loadNextPage()
    #expect(status?.kind == .failed)
    #expect(status?.message == "There is no page 1 of the shows with status Running.")
  }
}
