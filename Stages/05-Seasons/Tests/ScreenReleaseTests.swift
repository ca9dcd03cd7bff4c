import TVGuideEntity
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import stage5_seasons

/// Stage 3's review asked for proof that a screen, its presenter and its interactor go away
/// together; since stage 4 the builder wires them, so the proof runs on the modules it
/// assembles, router included. A load still under way keeps only the presenter, only until
/// it ends: `[weak self]` keeps the task from owning the presenter, not an `await` under way.
@MainActor
@Suite struct ScreenReleaseTests {
  private let source = FakeShowDataSource(pages: [0: [.mock]], shows: [82: .mock])

  @Test func poppingTheDetailReleasesEveryPartOfItsModule() async {
    let navigation = TextNavigationController(rootViewController: TextViewController())
    weak var screen: ShowDetailViewController?
    weak var presenter: ShowDetailPresenter?
    weak var interactor: ShowDetailInteractor?
    weak var router: ShowDetailRouter?
    do {
      let module = ShowDetailModuleBuilder(dataSource: source).assemble(showID: 82)
      (screen, presenter, interactor, router) = (
        module.viewController, module.presenter, module.interactor, module.router
      )
      navigation.push(module.viewController)
    }
    #expect(await eventually { screen?.title == "Game of Thrones" })
    _ = screen?.handle(.back)
    #expect(await eventually { screen == nil })
    #expect(presenter == nil)
    #expect(interactor == nil)
    #expect(router == nil)
  }

  @Test func releasingTheListReleasesEveryPartOfItsModule() async {
    weak var screen: ShowListViewController?
    weak var presenter: ShowListPresenter?
    weak var interactor: ShowListInteractor?
    weak var router: ShowListRouter?
    do {
      let module = ShowListModuleBuilder(dataSource: source, detailBuilder: ShowDetailModuleBuilderSpy())
        .assemble()
      (screen, presenter, interactor, router) = (
        module.viewController, module.presenter, module.interactor, module.router
      )
      let navigation = TextNavigationController(rootViewController: module.viewController)
      navigation.makeVisible()
      #expect(await eventually { !module.viewController.isBusy })
    }
    #expect(screen == nil)
    #expect(presenter == nil)
    #expect(interactor == nil)
    #expect(router == nil)
  }

  /// Once the task runs, the load holds the presenter for the whole `await`, so the presenter
  /// lives until its load ends; the screen, held weakly by the presenter, goes at once.
  @Test func aPendingLoadKeepsThePresenterOnlyUntilItEnds() async {
    let gate = Gate()
    await source.hold(.show, at: gate)
    weak var screen: ShowDetailViewController?
    weak var presenter: ShowDetailPresenter?
    do {
      let module = ShowDetailModuleBuilder(dataSource: source).assemble(showID: 82)
      (screen, presenter) = (module.viewController, module.presenter)
      module.viewController.loadViewIfNeeded()
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
      let module = ShowDetailModuleBuilder(dataSource: source).assemble(showID: 82)
      presenter = module.presenter
      module.viewController.loadViewIfNeeded()
    }
    #expect(presenter == nil, "a strong capture would keep it until its load ends")
    // The first task, whenever it runs, finds no presenter: only the second screen asks.
    let detail = ShowDetailModuleBuilder(dataSource: source).makeShowDetail(showID: 82)
    detail.loadViewIfNeeded()
    #expect(await eventually { detail.title == "Game of Thrones" })
    #expect(await source.requests.filter { $0.hasPrefix("show ") } == ["show 82"])
  }
}
