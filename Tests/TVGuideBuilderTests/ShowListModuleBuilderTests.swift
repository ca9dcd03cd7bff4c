import TVGuideBuilder
import TVGuideEntity
import TVGuideTestSupport
import Testing
import TextUIKit

@MainActor
@Suite struct ShowListModuleBuilderTests {
  private let source = FakeShowDataSource(
    pages: [0: [.mock, .mockWebOnly.with(id: 3, name: "Bitten")]], shows: [82: .mock],
    episodes: [82: [.mock]])

  @Test func theAssembledScreenLoadsTheFirstPage() async {
    let builder = ShowListModuleBuilder(dataSource: source, detailBuilder: ShowDetailModuleBuilderSpy())
    let module = builder.assemble()
    #expect(module.viewController.output === module.presenter)
    #expect(module.presenter.view === module.viewController)
    #expect(module.router.viewController === module.viewController)
    TextNavigationController(rootViewController: module.viewController).makeVisible()
    #expect(await eventually { module.presenter.displayedShows.count == 2 })
    #expect(await source.requests == ["page 0"])
  }

  @Test func openingARowPushesTheDetailScreen() async {
    let detailBuilder = ShowDetailModuleBuilderSpy()
    let module = ShowListModuleBuilder(dataSource: source, detailBuilder: detailBuilder).assemble()
    let navigation = TextNavigationController(rootViewController: module.viewController)
    navigation.makeVisible()
    #expect(await eventually { !module.viewController.isBusy && module.presenter.displayedShows.count == 2 })
    // The interactor orders a page by id, so Bitten (3) is row 1 and Game of Thrones row 2.
    _ = module.viewController.handle(.openRow(number: 2))
    #expect(detailBuilder.builtShowIDs == [82])
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func releasingTheScreenReleasesEveryPartOfTheModule() async {
    weak var viewController: TextViewController?
    weak var presenter: AnyObject?
    weak var interactor: AnyObject?
    weak var router: AnyObject?
    do {
      let module = ShowListModuleBuilder(dataSource: source, detailBuilder: ShowDetailModuleBuilderSpy())
        .assemble()
      (viewController, presenter, interactor, router) =
        (module.viewController, module.presenter, module.interactor, module.router)
      let navigation = TextNavigationController(rootViewController: module.viewController)
      navigation.makeVisible()
      #expect(await eventually { module.presenter.displayedShows.count == 2 })
      _ = navigation
    }
    #expect(await eventually { viewController == nil })
    #expect(presenter == nil)
    #expect(interactor == nil)
    #expect(router == nil)
  }
}
