import TVGuideEntity
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import stage5_seasons

/// The builders assemble and wire each module: the screen owns the presenter, which owns the
/// interactor and the router; the presenter and the router hold the screen weakly.
/// [ScreenReleaseTests](ScreenReleaseTests.swift) checks that this wiring lets it all go.
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
}
