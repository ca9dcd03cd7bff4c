import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage6_search

/// The detail presenter alone, between a view spy, an interactor mock and a router spy.
@MainActor
@Suite struct ShowDetailPresenterTests {
  private let view = ShowDetailViewSpy()
  private let router = ShowDetailRouterSpy()

  private func makePresenter(showID: Int, interactor: ShowDetailInteractorMock) -> ShowDetailPresenter {
    let presenter = ShowDetailPresenter(showID: showID, interactor: interactor, router: router)
    presenter.view = view
    return presenter
  }

  private static let gameOfThrones = ShowDetail(
    show: Show(dto: .mock), seasons: SeasonGrouper().group([Episode(dto: .mock)]))

  @Test func theShowIsLoadedWhenTheViewLoads() async {
    let interactor = ShowDetailInteractorMock(details: [82: Self.gameOfThrones])
    let presenter = makePresenter(showID: 82, interactor: interactor)
    presenter.viewDidLoad()
    #expect(view.calls.first == .loading("Loading show…"))
    #expect(await eventually { view.calls.count == 2 })
    guard case .show(let viewModel) = view.calls.last else {
      Issue.record("expected the show, got \(view.calls)")
      return
    }
    #expect(viewModel.title == "Game of Thrones")
    #expect(viewModel.subtitle == "Drama · Adventure · Fantasy")
    #expect(viewModel.summary == "Game of Thrones is based on the bestselling book series.")
    #expect(viewModel.fields.first == DetailField(label: "Rating", value: "★★★★☆ 8.9"))
    #expect(viewModel.sections.map(\.title) == ["Season 1 · 1 episode"])
    #expect(await interactor.requestedIDs == [82])
  }

  @Test func anUnknownShowIsAnErrorAndRetryAsksAgain() async {
    let interactor = ShowDetailInteractorMock()
    let presenter = makePresenter(showID: 5, interactor: interactor)
    presenter.viewDidLoad()
    #expect(
      await eventually {
        view.calls.last == .error("There is no show with id 5. Check the id, or search for the show by name.")
      })
    presenter.didRequestRetry()
    #expect(await eventually { view.calls.count == 4 })
    #expect(await interactor.requestedIDs == [5, 5])
  }

  @Test func backStopsTheLoadAndClosesTheScreen() async {
    let gate = Gate()
    let interactor = ShowDetailInteractorMock(details: [82: Self.gameOfThrones])
    await interactor.hold(at: gate)
    weak var released: ShowDetailPresenter?
    do {
      let presenter = makePresenter(showID: 82, interactor: interactor)
      released = presenter
      presenter.viewDidLoad()
      await gate.waitForWaiters()
      presenter.didRequestBack()
    }
    #expect(router.closeCount == 1)
    await gate.open()
    #expect(await eventually { released == nil }, "the load has ended")
    #expect(view.calls == [.loading("Loading show…")], "a cancelled load displays nothing")
  }
}
