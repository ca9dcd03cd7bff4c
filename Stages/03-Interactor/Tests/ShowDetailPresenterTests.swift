import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage3_interactor

/// The detail presenter against a fake view.
@MainActor
@Suite struct ShowDetailPresenterTests {
  private let view = ShowDetailViewSpy()

  private func makePresenter(showID: Int, source: FakeShowDataSource) -> ShowDetailPresenter {
    let presenter = ShowDetailPresenter(showID: showID, interactor: ShowDetailInteractor(dataSource: source))
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
}
