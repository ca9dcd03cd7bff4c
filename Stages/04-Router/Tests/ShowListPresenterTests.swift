import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage4_router

/// The list presenter alone, between a view spy, an interactor mock and a router spy: what
/// the interactor answers is given, so each test is about what the presenter does with it.
@MainActor
@Suite struct ShowListPresenterTests {
  private let view = ShowListViewSpy()
  private let router = ShowListRouterSpy()

  private func makePresenter(_ interactor: ShowListInteractorMock) -> ShowListPresenter {
    let presenter = ShowListPresenter(interactor: interactor, router: router)
    presenter.view = view
    return presenter
  }

  private static func slice(_ ids: [Int], next: Int?) -> ShowIndexSlice {
    ShowIndexSlice(
      shows: ids.map { Show(dto: ShowDTO.mock.with(id: $0, name: "Show \($0)")) }, nextPage: next)
  }

  @Test func appearingShowsTheFirstSliceOfTheIndex() async {
    let presenter = makePresenter(ShowListInteractorMock(slices: [0: Self.slice([1, 2, 3], next: 1)]))
    presenter.viewDidAppear()
    #expect(view.calls.first == .loading("Loading shows…"))
    #expect(await eventually { view.rowIDs == [1, 2, 3] })
  }

  @Test func theRowsAreTextReadyToPrint() async {
    let slice = ShowIndexSlice(shows: [Show(dto: .mock), Show(dto: .mockBare)], nextPage: 1)
    let presenter = makePresenter(ShowListInteractorMock(slices: [0: slice]))
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

  /// Where the next shows start is the interactor's answer; the presenter only follows it,
  /// and asks for nothing once the index has ended.
  @Test func reachingTheEndAsksForWhereTheNextShowsStartUntilTheIndexEnds() async {
    let interactor = ShowListInteractorMock(slices: [
      0: Self.slice([1], next: 2), 2: Self.slice([500], next: nil),
    ])
    let presenter = makePresenter(interactor)
    presenter.viewDidAppear()
    #expect(await eventually { view.rowIDs == [1] })
    presenter.didReachEndOfList()
    #expect(await eventually { view.rowIDs == [1, 500] })
    presenter.didReachEndOfList()
    #expect(await interactor.requestedPages == [0, 2])
  }

  @Test func aFailureIsShownAndRetryAsksAgain() async {
    let interactor = ShowListInteractorMock(slices: [0: Self.slice([1], next: 1)])
    await interactor.fail(with: .malformedData(detail: "no catalog"))
    let presenter = makePresenter(interactor)
    presenter.viewDidAppear()
    #expect(
      await eventually {
        view.calls.last
          == .error(
            "The data received could not be read (no catalog). "
              + "Try again later; if it persists, the data source has changed.")
      })
    await interactor.fail(with: nil)
    presenter.didRequestRetry()
    #expect(await eventually { view.rowIDs == [1] })
    #expect(await interactor.requestedPages == [0, 0])
  }

  /// The stage 4 review: the view reports an index; the presenter owns the list and picks
  /// the show.
  @Test func aSelectedRowOpensItsShowThroughTheRouter() async {
    let presenter = makePresenter(ShowListInteractorMock(slices: [0: Self.slice([1, 2, 3], next: 1)]))
    presenter.viewDidAppear()
    #expect(await eventually { view.rowIDs == [1, 2, 3] })
    presenter.didSelectRow(at: 1)
    presenter.didSelectRow(at: 3)
    #expect(router.openedShowIDs == [2], "a row past the list opens nothing")
  }

  /// The original loaded the list in `viewDidAppear`, so coming back from a show starts the
  /// list over; stage 6 moves the load to `viewDidLoad`.
  @Test func appearingAgainStartsOverFromTheFirstPage() async {
    let interactor = ShowListInteractorMock(slices: [
      0: Self.slice([1], next: 1), 1: Self.slice([250], next: 2),
    ])
    let presenter = makePresenter(interactor)
    presenter.viewDidAppear()
    #expect(await eventually { view.rowIDs == [1] })
    presenter.didReachEndOfList()
    #expect(await eventually { view.rowIDs == [1, 250] })
    presenter.viewDidAppear()
    #expect(await eventually { view.rowIDs == [1] })
  }
}
