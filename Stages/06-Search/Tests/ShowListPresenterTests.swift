import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage6_search

/// The list presenter alone, between a view spy, an interactor mock, a router spy and a
/// clock the test moves by hand.
@MainActor
@Suite struct ShowListPresenterTests {
  private let view = ShowListViewSpy()
  private let router = ShowListRouterSpy()
  private let clock = ManualClock()

  private func makePresenter(_ interactor: ShowListInteractorMock) -> ShowListPresenter {
    let presenter = ShowListPresenter(
      interactor: interactor, router: router, clock: clock,
      debounce: .milliseconds(250))
    presenter.view = view
    return presenter
  }

  private static func slice(_ ids: [Int], next: Int?) -> ShowIndexSlice {
    ShowIndexSlice(
      shows: ids.map { Show(dto: ShowDTO.mock.with(id: $0, name: "Show \($0)")) }, nextPage: next)
  }

  private static func results(_ ids: Int...) -> [Show] {
    ids.map { Show(dto: ShowDTO.mock.with(id: $0, name: "Match \($0)")) }
  }

  /// An index of pages 0 and 1 and the empty end after them, and one match for "thrones".
  private let catalog = ShowListInteractorMock(
    slices: [
      0: Self.slice([1, 2, 3], next: 1), 1: Self.slice([250], next: 2), 2: Self.slice([], next: nil),
    ],
    results: ["thrones": Self.results(82)])

  /// Types `text` and lets the pause before searching go by, as a user who stops typing.
  private func type(_ text: String, into presenter: ShowListPresenter) async {
    presenter.searchTextDidChange(text)
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(250))
  }

  private func loadedPresenter(_ interactor: ShowListInteractorMock? = nil) async -> ShowListPresenter {
    let presenter = makePresenter(interactor ?? catalog)
    presenter.viewDidLoad()
    #expect(await eventually { view.status?.kind == .browsing })
    return presenter
  }

  // MARK: The index

  @Test func theIndexLoadsWhenTheViewLoads() async {
    _ = await loadedPresenter()
    #expect(view.displayed.first?.status == ShowListStatus(kind: .loading, message: "Loading shows…"))
    #expect(view.rowIDs == [1, 2, 3])
    #expect(view.status == ShowListStatus(kind: .browsing, message: "Start typing to search"))
  }

  @Test func reachingTheEndLoadsTheNextPageUntilTheIndexEnds() async {
    let presenter = await loadedPresenter()
    presenter.didReachEndOfList()
    #expect(await eventually { view.rowIDs == [1, 2, 3, 250] && view.status?.kind == .browsing })
    presenter.didReachEndOfList()
    #expect(await eventually { view.status?.kind == .browsing && view.displayed.count == 6 })
    presenter.didReachEndOfList()
    #expect(await catalog.requests.filter { $0.hasPrefix("page") } == ["page 0", "page 1", "page 2"])
  }

  @Test func aFailedPageIsShownAndRetryAsksAgain() async {
    let source = ShowListInteractorMock(slices: [0: Self.slice([1], next: 1)])
    await source.fail(.page, with: .outOfReach(how: .noConnection))
    let presenter = makePresenter(source)
    presenter.viewDidLoad()
    #expect(
      await eventually {
        view.status
          == ShowListStatus(
            kind: .failed,
            message: "Could not connect to api.tvmaze.com. Check the network connection and try again.")
      })
    await source.fail(.page, with: nil)
    presenter.didRequestRetry()
    #expect(await eventually { view.rowIDs == [1] && view.status?.kind == .browsing })
  }

  // MARK: Searching

  @Test func typingSearchesOnceThePauseHasPassed() async {
    let presenter = await loadedPresenter()
    presenter.searchTextDidChange("thrones")
    #expect(view.status == ShowListStatus(kind: .loading, message: "Searching for \"thrones\"…"))
    await clock.waitForSleepers(1)
    #expect(await catalog.requests.filter { $0.hasPrefix("search") }.isEmpty, "not before the pause")
    clock.advance(by: .milliseconds(250))
    #expect(
      await eventually {
        view.status == ShowListStatus(kind: .results, message: "1 show matches \"thrones\"")
      })
    #expect(view.rowIDs == [82])
  }

  @Test func aNewerTextReplacesTheOneBeforeIt() async {
    let source = ShowListInteractorMock(
      slices: [0: Self.slice([1], next: 1)], results: ["ab": Self.results(5)])
    let gate = Gate()
    await source.hold(searchFor: "a", at: gate)
    let presenter = await loadedPresenter(source)
    await type("a", into: presenter)
    await gate.waitForWaiters()
    await type("ab", into: presenter)
    #expect(await eventually { view.rowIDs == [5] })
    await gate.open()
    #expect(await eventually { view.status?.message == "1 show matches \"ab\"" })
    #expect(view.rowIDs == [5], "the late answer to \"a\" is never shown")
  }

  @Test func noMatchesSaySo() async {
    let presenter = await loadedPresenter()
    await type("zzz", into: presenter)
    #expect(
      await eventually { view.status == ShowListStatus(kind: .noResults, message: "No shows match \"zzz\"") })
    #expect(view.rowIDs == [])
  }

  @Test(arguments: ["", "   "])
  func clearingTheTextShowsTheWholeListAgain(text: String) async {
    let presenter = await loadedPresenter()
    await type("thrones", into: presenter)
    #expect(await eventually { view.rowIDs == [82] })
    presenter.searchTextDidChange(text)
    #expect(view.rowIDs == [1, 2, 3])
    #expect(view.status?.kind == .browsing)
  }

  @Test func cancellingTheSearchShowsTheWholeListAgain() async {
    let presenter = await loadedPresenter()
    await type("thrones", into: presenter)
    #expect(await eventually { view.rowIDs == [82] })
    presenter.searchDidCancel()
    #expect(view.rowIDs == [1, 2, 3])
  }

  /// What a search needs is the interactor's rule; the presenter shows its refusal.
  @Test func aSearchWithNothingToSearchForSaysWhatToDo() async {
    let presenter = await loadedPresenter()
    await catalog.fail(.search, with: .emptyQuery)
    await type("!!", into: presenter)
    #expect(
      await eventually {
        view.status
          == ShowListStatus(
            kind: .failed, message: "The search text has no letter or digit. Type part of a show's name.")
      })
  }

  @Test func retryRunsTheSearchAgainAtOnce() async {
    let source = ShowListInteractorMock(
      slices: [0: Self.slice([1], next: 1)], results: ["thrones": Self.results(82)])
    let presenter = await loadedPresenter(source)
    await source.fail(.search, with: .outOfReach(how: .noAnswerInTime))
    await type("thrones", into: presenter)
    #expect(await eventually { view.status?.kind == .failed })
    await source.fail(.search, with: nil)
    presenter.didRequestRetry()
    #expect(await eventually { view.rowIDs == [82] })
  }

  @Test func aRowOfTheResultsOpensThatResult() async {
    let presenter = await loadedPresenter()
    await type("thrones", into: presenter)
    #expect(await eventually { view.rowIDs == [82] })
    presenter.didSelectRow(at: 0)
    presenter.didSelectRow(at: 1)
    #expect(router.openedShowIDs == [82])
  }

  @Test func theEndOfTheResultsLoadsNoMoreOfTheIndex() async {
    let presenter = await loadedPresenter()
    await type("thrones", into: presenter)
    #expect(await eventually { view.rowIDs == [82] })
    presenter.didReachEndOfList()
    #expect(await catalog.requests.filter { $0.hasPrefix("page") } == ["page 0"])
  }
}
