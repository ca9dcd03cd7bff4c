import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import stage3_interactor

/// The stage 3 review: `init` only initialises. A screen is wired to its presenter and its
/// table when its view loads, and nothing is fetched before that.
@MainActor
@Suite struct ScreenWiringTests {
  private let source = FakeShowDataSource(pages: [0: [.mock]], shows: [82: .mock])

  @Test func theListIsWiredWhenItsViewLoads() async {
    let presenter = ShowListPresenter(interactor: ShowListInteractor(dataSource: source))
    let list = ShowListViewController(presenter: presenter, dataSource: source)
    #expect(presenter.view == nil)
    list.loadViewIfNeeded()
    #expect(presenter.view === list)
    #expect(list.keyboardTableView?.dataSource === list)
    #expect(list.keyboardTableView?.delegate === list)
    #expect(await source.requests.isEmpty, "the list loads when it appears")
  }

  @Test func theDetailIsWiredAndLoadsWhenItsViewLoads() async {
    let presenter = ShowDetailPresenter(showID: 82, interactor: ShowDetailInteractor(dataSource: source))
    let detail = ShowDetailViewController(presenter: presenter)
    #expect(presenter.view == nil)
    #expect(await source.requests.isEmpty)
    detail.loadViewIfNeeded()
    #expect(presenter.view === detail)
    #expect(await eventually { detail.title == "Game of Thrones" })
  }
}
