import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

/// What the stubs answer, outside the main actor so their `@Sendable` closures can use it.
private enum Loaded {
  static let now = Date(timeIntervalSince1970: 1_750_000_000)
  static let detail = ShowDetail(
    show: .mock,
    seasons: [Season(number: 1, episodes: [.mock, .mock(id: 2, season: 1, number: nil)])],
    origin: .bundled)
  static let viewModel = ShowDetailViewModelMapper(sanitizer: TerminalText()).viewModel(for: detail, now: now)
  static let staleDetail = ShowDetail(show: .mockBare, seasons: [], origin: .bundled)
}

@MainActor
@Suite struct ShowDetailPresenterTests {
  private let loading = ShowDetailViewSpy.Event.loading("Loading show…")

  private func makePresenter(
    showID: Int = 82, season: Int? = nil, interactor: ShowDetailInteractorStub,
    view: ShowDetailViewSpy, router: ShowDetailRouterSpy? = ShowDetailRouterSpy()
  ) -> ShowDetailPresenter {
    let presenter = ShowDetailPresenter(
      showID: showID, season: season, interactor: interactor, router: router, now: { Loaded.now },
      sanitizer: TerminalText())
    presenter.view = view
    return presenter
  }

  /// Lets go of the presenter and waits until every task that kept it alive has finished:
  /// its tasks hold it only while they run, so its release means that whatever they were
  /// going to display has been displayed.
  private func releaseAndWaitForItsTasks(_ presenter: inout ShowDetailPresenter?) async -> Bool {
    weak let released = presenter
    presenter = nil
    return await eventually { released == nil }
  }

  @Test func showsLoadingThenTheShow() async {
    let view = ShowDetailViewSpy()
    let presenter = makePresenter(interactor: ShowDetailInteractorStub { _, _ in Loaded.detail }, view: view)
    await presenter.load()
    #expect(view.events == [loading, .content(Loaded.viewModel)])
  }

  @Test func buildsTheJSONDocumentOnlyWhenAskedTo() async {
    let view = ShowDetailViewSpy()
    let presenter = makePresenter(interactor: ShowDetailInteractorStub { _, _ in Loaded.detail }, view: view)
    await presenter.load()
    #expect(view.lastContent?.document == nil)
    presenter.buildsDocument = true
    await presenter.load()
    #expect(
      view.lastContent?.document
        == ShowDetailViewModelMapper(sanitizer: TerminalText()).document(for: Loaded.detail, now: Loaded.now))
  }

  @Test func asksForTheShowAndSeasonItWasMadeFor() async {
    let interactor = ShowDetailInteractorStub { _, _ in Loaded.detail }
    let view = ShowDetailViewSpy()
    let presenter = makePresenter(showID: 143, season: 3, interactor: interactor, view: view)
    await presenter.load()
    let requests = await interactor.requests
    #expect(requests.map(\.id) == [143])
    #expect(requests.map(\.season) == [3])
    #expect(view.lastContent != nil)
  }

  @Test func turnsAFailureIntoAnErrorViewModel() async {
    let view = ShowDetailViewSpy()
    let interactor = ShowDetailInteractorStub { id, _ in throw ShowDataError.showNotFound(id: id) }
    let presenter = makePresenter(showID: 5, interactor: interactor, view: view)
    await presenter.load()
    let error = ErrorViewModel(
      message: "There is no show with id 5.",
      hint: "Check the id, or search for the show by name.", isRetryable: false)
    #expect(view.events == [loading, .error(error)])
    #expect(view.lastContent == nil)
  }

  @Test func neverShowsTheUserAnUnexpectedErrorsType() async {
    struct Boom: Error {}
    let view = ShowDetailViewSpy()
    let presenter = makePresenter(interactor: ShowDetailInteractorStub { _, _ in throw Boom() }, view: view)
    await presenter.load()
    #expect(view.lastError?.message == "Something unexpected went wrong.")
  }

  @Test func startsLoadingInViewDidLoad() async {
    let view = ShowDetailViewSpy()
    let interactor = ShowDetailInteractorStub { _, _ in Loaded.detail }
    let presenter = makePresenter(interactor: interactor, view: view)
    #expect(view.events.isEmpty, "init only initialises")
    presenter.viewDidLoad()
    #expect(await eventually { view.lastContent == Loaded.viewModel })
    #expect(view.events == [loading, .content(Loaded.viewModel)])
    #expect(await interactor.requests.count == 1)
  }

  @Test func asksTheRouterToCloseOnBack() {
    let router = ShowDetailRouterSpy()
    let view = ShowDetailViewSpy()
    let presenter = makePresenter(
      interactor: ShowDetailInteractorStub { _, _ in Loaded.detail }, view: view, router: router)
    presenter.didRequestBack()
    #expect(router.closeCount == 1)
    #expect(view.events.isEmpty)
  }

  @Test func loadsWithoutARouterForAOneShotReport() async {
    let view = ShowDetailViewSpy()
    let presenter = makePresenter(
      interactor: ShowDetailInteractorStub { _, _ in Loaded.detail }, view: view, router: nil)
    presenter.didRequestBack()
    await presenter.load()
    #expect(view.lastContent == Loaded.viewModel)
  }

  @Test func reloadsOnRetry() async {
    let attempts = CallCounter()
    let interactor = ShowDetailInteractorStub { _, _ in
      guard await attempts.next() > 1 else {
        throw ShowDataError.outOfReach(how: .noAnswerInTime)
      }
      return Loaded.detail
    }
    let view = ShowDetailViewSpy()
    let presenter = makePresenter(interactor: interactor, view: view)
    presenter.viewDidLoad()
    #expect(await eventually { view.lastError != nil })
    #expect(view.lastError?.isRetryable == true)
    #expect(view.lastError?.message == "TVMaze did not answer in time.")
    presenter.didRequestRetry()
    #expect(await eventually { view.lastContent == Loaded.viewModel })
    #expect(await interactor.requests.count == 2)
    #expect(view.events.last == .content(Loaded.viewModel))
  }

  @Test func displaysNothingForALoadTheUserLeftBehind() async throws {
    let gate = Gate()
    let interactor = ShowDetailInteractorStub { _, _ in
      await gate.wait()
      return Loaded.detail
    }
    let view = ShowDetailViewSpy()
    let router = ShowDetailRouterSpy()
    var presenter: ShowDetailPresenter? = makePresenter(interactor: interactor, view: view, router: router)
    presenter?.viewDidLoad()
    await gate.waitForWaiters()
    presenter?.didRequestBack()
    #expect(router.closeCount == 1)
    await gate.open()
    #expect(await releaseAndWaitForItsTasks(&presenter))
    #expect(view.events == [loading])
  }

  @Test func displaysOnlyTheNewestLoadAfterARetry() async throws {
    let gate = Gate()
    let attempts = CallCounter()
    let interactor = ShowDetailInteractorStub { _, _ in
      guard await attempts.next() > 1 else {
        await gate.wait()
        return Loaded.staleDetail
      }
      return Loaded.detail
    }
    let view = ShowDetailViewSpy()
    var presenter: ShowDetailPresenter? = makePresenter(interactor: interactor, view: view)
    presenter?.viewDidLoad()
    await gate.waitForWaiters()
    presenter?.didRequestRetry()
    #expect(await eventually { view.lastContent == Loaded.viewModel })
    await gate.open()
    #expect(await releaseAndWaitForItsTasks(&presenter))
    #expect(view.events.last == .content(Loaded.viewModel))
    #expect(
      view.events.allSatisfy {
        $0
          != .content(
            ShowDetailViewModelMapper(sanitizer: TerminalText()).viewModel(
              for: Loaded.staleDetail, now: Loaded.now))
      })
  }

  @Test func holdsItsViewWeakly() {
    let presenter = ShowDetailPresenter(
      showID: 82, interactor: ShowDetailInteractorStub { _, _ in Loaded.detail }, router: nil,
      sanitizer: TerminalText())
    var view: ShowDetailViewSpy? = ShowDetailViewSpy()
    presenter.view = view
    #expect(presenter.view != nil)
    view = nil
    #expect(presenter.view == nil)
  }
}
