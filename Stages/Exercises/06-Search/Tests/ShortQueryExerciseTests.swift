import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage6_search

/// Exercise 6: one letter is not a search. A text with fewer than two letters or digits asks
/// the interactor nothing, cancels a search already waiting or under way (S6-R5), shows the
/// whole list and says `Type at least two letters to search`. The presenter decides it; the
/// test drives it with a fake view and router, and a clock it moves by hand.
@MainActor
@Suite struct ShortQueryExerciseTests {
  private final class ViewSpy: ShowListViewInput {
    var shown: [ShowListViewModel] = []
    var status: ShowListStatus? { shown.last?.status }
    var rowIDs: [Int]? { shown.last?.rows.map(\.id) }
    func display(_ viewModel: ShowListViewModel) { shown.append(viewModel) }
  }

  private final class RouterSpy: ShowListRouterInput {
    func openShow(id: Int) {}
  }

  private static let hint = ShowListStatus(kind: .browsing, message: "Type at least two letters to search")
  private static let debounce = Duration.milliseconds(250)

  private let view = ViewSpy()
  private let clock = ManualClock()
  private let source = FakeShowDataSource(
    pages: [0: [.mock, .mockWebOnly]], searchResults: ["do": [SearchResultDTO(score: 1, show: .mockBare)]])

  /// A presenter whose list has loaded: Game of Thrones and Squid Game.
  private func loadedPresenter() async throws -> ShowListPresenter {
    let presenter = ShowListPresenter(
      interactor: ShowListInteractor(dataSource: source), router: RouterSpy(), clock: clock,
      debounce: Self.debounce)
    presenter.view = view
    presenter.viewDidLoad()
    try #require(await eventually { view.status?.kind == .browsing })
    return presenter
  }

  private func searchesAsked() async -> [String] {
    await source.requests.filter { $0.hasPrefix("search") }
  }

  /// Lets whatever task the presenter started run, so that a search it should not have asked
  /// for would be on record.
  private static func letStartedTasksRun() async {
    for _ in 0..<100 { await SchedulerTurn.take() }
  }

  @Test func oneLetterAsksNothing() async throws {
    let presenter = try await loadedPresenter()
    presenter.searchTextDidChange("d")
    let afterOneLetter = view.shown.last
    presenter.searchTextDidChange("a!")
    let afterALetterAndASign = view.shown.last
    let waiting = clock.sleeperCount
    await Self.letStartedTasksRun()
    let asked = await searchesAsked()
    try await exercise("06-Search", "a one-letter search") {
      #expect(afterOneLetter?.status == Self.hint)
      #expect(afterOneLetter?.rows.map(\.id) == [82, 43_687], "the whole list stays")
      #expect(afterALetterAndASign?.status == Self.hint, "letters and digits count, not characters")
      #expect(waiting == 0, "no search waits for its pause")
      #expect(asked == [], "the interactor is asked nothing")
    }
    presenter.searchTextDidChange("do")
    #expect(view.status?.message == "Searching for \"do\"…", "two letters search")
  }

  /// S6-R5: the search that "do" started, still waiting for the pause, is cancelled by "d".
  @Test func shorteningTheTextCancelsTheSearchWaitingForItsPause() async throws {
    let presenter = try await loadedPresenter()
    presenter.searchTextDidChange("do")
    await clock.waitForSleepers(1)
    presenter.searchTextDidChange("d")
    let waiting = clock.sleeperCount
    let status = view.status
    clock.advance(by: Self.debounce)
    await Self.letStartedTasksRun()
    let asked = await searchesAsked()
    try await exercise("06-Search", "a search waiting for its pause when the text gets too short") {
      #expect(waiting == 0, "the waiting search is cancelled")
      #expect(status == Self.hint)
      #expect(asked == [], "the cancelled search asks nothing")
      #expect(view.rowIDs == [82, 43_687])
    }
  }

  /// S6-R5 again: a search already asked for, whose answer comes after the text got too short,
  /// shows nothing.
  @Test func shorteningTheTextCancelsTheSearchUnderWay() async throws {
    let presenter = try await loadedPresenter()
    let gate = Gate()
    await source.hold(searchFor: "do", at: gate)
    presenter.searchTextDidChange("do")
    await clock.waitForSleepers(1)
    clock.advance(by: Self.debounce)
    await gate.waitForWaiters(1)
    presenter.searchTextDidChange("d")
    await gate.open()
    await Self.letStartedTasksRun()
    try await exercise("06-Search", "a search under way when the text gets too short") {
      #expect(view.rowIDs == [82, 43_687], "the late answer is never shown")
      #expect(view.status == Self.hint)
    }
  }

  /// The hint is for a text too short; once the field is cleared, the list says what it always
  /// said.
  @Test func clearingTheFieldAfterOneLetterSaysStartTyping() async throws {
    let presenter = try await loadedPresenter()
    presenter.searchTextDidChange("d")
    let hinted = view.status
    presenter.searchTextDidChange("")
    try await exercise("06-Search", "the field cleared after one letter") {
      #expect(hinted == Self.hint)
    }
    #expect(view.status == ShowListStatus(kind: .browsing, message: "Start typing to search"))
    #expect(view.rowIDs == [82, 43_687])
  }
}
