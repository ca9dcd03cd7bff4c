import TVGuideEntity
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import stage5_seasons

/// The builders assemble and wire each module, and wire it so that it goes away with its
/// screen: the screen owns the presenter, which owns the interactor and the router; the
/// presenter and the router hold the screen weakly.
@MainActor
@Suite struct ModuleBuilderTests {
  private let source = FakeShowDataSource(pages: [0: [.mock]], shows: [82: .mock])

  @Test func theListModuleIsWiredByItsBuilder() {
    let module = ShowListModuleBuilder(dataSource: source, detailBuilder: ShowDetailModuleBuilderSpy())
      .assemble()
    #expect(module.viewController.presenter === module.presenter)
    #expect(module.presenter.view === module.viewController)
    #expect(module.router.viewController === module.viewController)
  }

  @Test func theDetailModuleIsWiredByItsBuilder() {
    let module = ShowDetailModuleBuilder(dataSource: source).assemble(showID: 82)
    #expect(module.viewController.presenter === module.presenter)
    #expect(module.presenter.view === module.viewController)
    #expect(module.router.viewController === module.viewController)
  }

  @Test func openingAShowFromTheListShowsItsDetail() async {
    let detailBuilder = ShowDetailModuleBuilder(dataSource: source)
    let list = ShowListModuleBuilder(dataSource: source, detailBuilder: detailBuilder).makeShowList()
    let navigation = TextNavigationController(rootViewController: list)
    navigation.makeVisible()
    #expect(await eventually { !list.isBusy })
    _ = list.handle(.openRow(number: 1))
    #expect(await eventually { navigation.topViewController?.title == "Game of Thrones" })
  }

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
}
