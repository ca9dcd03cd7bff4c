import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage3_interactor

/// The list presenter against a fake view, with a real interactor over a fake data source.
@MainActor
@Suite struct ShowListPresenterTests {
  private let view = ShowListViewSpy()

  private func makePresenter(_ source: FakeShowDataSource) -> ShowListPresenter {
    let presenter = ShowListPresenter(interactor: ShowListInteractor(dataSource: source))
    presenter.view = view
    return presenter
  }

  private static func shows(_ ids: Int...) -> [ShowDTO] {
    ids.map { ShowDTO.mock.with(id: $0, name: "Show \($0)") }
  }

  @Test func appearingLoadsTheFirstPageInTheOrderOfIds() async {
    let presenter = makePresenter(FakeShowDataSource(pages: [0: Self.shows(3, 1, 2)]))
    presenter.viewDidAppear()
    #expect(view.calls.first == .loading("Loading shows…"))
    #expect(await eventually { view.rowIDs == [1, 2, 3] })
  }

  @Test func theRowsAreTextReadyToPrint() async {
    let presenter = makePresenter(FakeShowDataSource(pages: [0: [.mock, .mockBare]]))
    presenter.viewDidAppear()
    #expect(await eventually { view.rowIDs != nil })
    #expect(
      view.calls.last
        == .rows([
          ShowRow(
            id: 82, name: "Game of Thrones", year: "2011", rating: "★★★★☆ 8.9", status: "Ended",
            channel: "HBO"),
          ShowRow(
            id: 9_999, name: "Bare Show", year: "—", rating: "Not rated yet", status: "Status unknown",
            channel: "—"),
        ]))
  }

  @Test func reachingTheEndSkipsEmptyPagesAndStopsWhereTheIndexEnds() async {
    let source = FakeShowDataSource(pages: [0: Self.shows(1), 1: [], 2: Self.shows(500)])
    let presenter = makePresenter(source)
    presenter.viewDidAppear()
    #expect(await eventually { view.rowIDs == [1] })
    presenter.didReachEndOfList()
    #expect(await eventually { view.rowIDs == [1, 500] })
    let callsBeforeTheEnd = view.calls.count
    presenter.didReachEndOfList()
    #expect(await eventually { view.calls.count == callsBeforeTheEnd + 2 })
    #expect(view.calls.last == view.calls[callsBeforeTheEnd - 1], "the end of the index is no error")
    presenter.didReachEndOfList()
    #expect(await source.requests == ["page 0", "page 1", "page 2", "page 3"])
  }

  @Test func aFailureIsShownAndRetryAsksAgain() async {
    let source = FakeShowDataSource(pages: [0: Self.shows(1)])
    await source.fail(.page, with: .outOfReach(how: .noConnection))
    let presenter = makePresenter(source)
    presenter.viewDidAppear()
    #expect(
      await eventually {
        view.calls.last
          == .error("Could not connect to api.tvmaze.com. Check the network connection and try again.")
      })
    await source.fail(.page, with: nil)
    presenter.didRequestRetry()
    #expect(await eventually { view.rowIDs == [1] })
  }

  @Test func aSelectedShowIsOpenedByTheView() {
    let presenter = makePresenter(FakeShowDataSource())
    presenter.didSelectShow(id: 82)
    #expect(view.calls == [.detail(showID: 82)])
  }

  /// The original loaded the list in `viewDidAppear`, so coming back from a show starts the
  /// list over; stage 6 moves the load to `viewDidLoad`.
  @Test func appearingAgainStartsOverFromTheFirstPage() async {
    let presenter = makePresenter(FakeShowDataSource(pages: [0: Self.shows(1), 1: Self.shows(250)]))
    presenter.viewDidAppear()
    #expect(await eventually { view.rowIDs == [1] })
    presenter.didReachEndOfList()
    #expect(await eventually { view.rowIDs == [1, 250] })
    presenter.viewDidAppear()
    #expect(await eventually { view.rowIDs == [1] })
  }
}
