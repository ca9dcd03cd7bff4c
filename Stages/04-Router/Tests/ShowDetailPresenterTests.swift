import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage4_router

/// The detail presenter against a fake view.
@MainActor
@Suite struct ShowDetailPresenterTests {
  private let view = ShowDetailViewSpy()
  private let router = ShowDetailRouterSpy()

  private func makePresenter(showID: Int, source: FakeShowDataSource) -> ShowDetailPresenter {
    let presenter = ShowDetailPresenter(
      showID: showID, interactor: ShowDetailInteractor(dataSource: source), router: router)
    presenter.view = view
    return presenter
  }

  @Test func theShowIsLoadedWhenTheViewLoads() async {
    let presenter = makePresenter(showID: 82, source: FakeShowDataSource(shows: [82: .mock]))
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
  }

  @Test func anUnknownShowIsAnErrorAndRetryAsksAgain() async {
    let source = FakeShowDataSource()
    let presenter = makePresenter(showID: 5, source: source)
    presenter.viewDidLoad()
    #expect(
      await eventually {
        view.calls.last == .error("There is no show with id 5. Check the id, or search for the show by name.")
      })
    presenter.didRequestRetry()
    #expect(await eventually { view.calls.count == 4 })
    #expect(await source.requests == ["show 5", "show 5"])
  }

  @Test func backStopsTheLoadAndClosesTheScreen() async {
    let gate = Gate()
    let source = FakeShowDataSource(shows: [82: .mock])
    await source.hold(.show, at: gate)
    weak var released: ShowDetailPresenter?
    do {
      let presenter = makePresenter(showID: 82, source: source)
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
