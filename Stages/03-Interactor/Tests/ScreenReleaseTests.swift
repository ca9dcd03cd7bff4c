import TVGuideEntity
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import stage3_interactor

/// A screen, its presenter and its interactor go away together, and a load still under way
/// keeps only the presenter, only until it ends: `[weak self]` keeps the task from owning the
/// presenter, but not an `await` already under way.
@MainActor
@Suite struct ScreenReleaseTests {
  private let source = FakeShowDataSource(pages: [0: [.mock]], shows: [82: .mock])

  @Test func releasingTheListReleasesItsPresenterAndInteractor() async {
    weak var screen: ShowListViewController?
    weak var presenter: ShowListPresenter?
    weak var interactor: ShowListInteractor?
    do {
      let listInteractor = ShowListInteractor(dataSource: source)
      let listPresenter = ShowListPresenter(interactor: listInteractor)
      let list = ShowListViewController(presenter: listPresenter, dataSource: source)
      (screen, presenter, interactor) = (list, listPresenter, listInteractor)
      list.loadViewIfNeeded()
      list.viewDidAppear()
      #expect(await eventually { !list.isBusy })
    }
    #expect(screen == nil)
    #expect(presenter == nil)
    #expect(interactor == nil)
  }

  @Test func closingTheDetailReleasesItsPresenterAndInteractor() async {
    let list = ShowListViewController(
      presenter: ShowListPresenter(interactor: ShowListInteractor(dataSource: source)), dataSource: source)
    let navigation = TextNavigationController(rootViewController: list)
    navigation.makeVisible()
    weak var screen: ShowDetailViewController?
    weak var presenter: ShowDetailPresenter?
    weak var interactor: ShowDetailInteractor?
    do {
      let detailInteractor = ShowDetailInteractor(dataSource: source)
      let detailPresenter = ShowDetailPresenter(showID: 82, interactor: detailInteractor)
      let detail = ShowDetailViewController(presenter: detailPresenter)
      detail.delegate = list
      navigation.push(detail)
      (screen, presenter, interactor) = (detail, detailPresenter, detailInteractor)
    }
    #expect(await eventually { screen?.title == "Game of Thrones" })
    _ = navigation.topViewController?.handle(.back)
    #expect(navigation.topViewController === list)
    #expect(await eventually { presenter == nil })
    #expect(screen == nil)
    #expect(interactor == nil)
  }

  /// Once the task runs, `self?.loadShow()` holds the presenter for the whole `await`, so the
  /// presenter lives until its load ends; the screen, held weakly by the presenter, goes at once.
  @Test func aPendingLoadKeepsThePresenterOnlyUntilItEnds() async {
    let gate = Gate()
    await source.hold(.show, at: gate)
    weak var screen: ShowDetailViewController?
    weak var presenter: ShowDetailPresenter?
    do {
      let detailPresenter = ShowDetailPresenter(
        showID: 82, interactor: ShowDetailInteractor(dataSource: source))
      let detail = ShowDetailViewController(presenter: detailPresenter)
      (screen, presenter) = (detail, detailPresenter)
      detail.loadViewIfNeeded()
      await gate.waitForWaiters()
    }
    #expect(screen == nil)
    await gate.open()
    #expect(await eventually { presenter == nil })
  }

  /// A task that has not started yet holds its presenter only weakly: a screen dropped as soon
  /// as it loaded takes its presenter with it, and its load never asks for the show.
  @Test func aPresenterGoneBeforeItsTaskRunsAsksForNothing() async {
    weak var presenter: ShowDetailPresenter?
    do {
      let detailPresenter = ShowDetailPresenter(
        showID: 82, interactor: ShowDetailInteractor(dataSource: source))
      let detail = ShowDetailViewController(presenter: detailPresenter)
      presenter = detailPresenter
      detail.loadViewIfNeeded()
    }
    #expect(presenter == nil, "a strong capture would keep it until its load ends")
    // The first task, whenever it runs, finds no presenter: only the second screen asks.
    let detail = ShowDetailViewController(
      presenter: ShowDetailPresenter(showID: 82, interactor: ShowDetailInteractor(dataSource: source)))
    detail.loadViewIfNeeded()
    #expect(await eventually { detail.title == "Game of Thrones" })
    #expect(await source.requests == ["show 82"])
  }
}
