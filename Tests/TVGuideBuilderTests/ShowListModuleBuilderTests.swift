import TVGuideBuilder
import TVGuideEntity
import TVGuideTestSupport
import TVGuideView
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
    #expect(module.view.output === module.presenter)
    #expect(module.presenter.view === module.view)
    #expect(module.router?.viewController === module.view)
    TextNavigationController(rootViewController: module.view).makeVisible()
    #expect(await eventually { module.presenter.displayedShows.count == 2 })
    #expect(await source.requests == ["page 0"])
  }

  /// The report is assembled by the same builder as the screen: the same presenter and
  /// interactor, with the report as the view and no router.
  @Test func theReportHasTheScreensPresenterAndNoRouter() async {
    let builder = ShowListModuleBuilder(dataSource: source, detailBuilder: ShowDetailModuleBuilderSpy())
    let module = builder.assembleReport(format: .json, showsStatus: false)
    #expect(module.presenter.view === module.view)
    #expect(module.router == nil)
    await module.presenter.loadNextPage()
    #expect(module.view.output.standardOutput.contains("\"name\" : \"Bitten\""))
  }

  @Test func openingARowPushesTheDetailScreen() async {
    let detailBuilder = ShowDetailModuleBuilderSpy()
    let module = ShowListModuleBuilder(dataSource: source, detailBuilder: detailBuilder).assemble()
    let navigation = TextNavigationController(rootViewController: module.view)
    navigation.makeVisible()
    #expect(await eventually { !module.view.isBusy && module.presenter.displayedShows.count == 2 })
    // The interactor orders a page by id, so Bitten (3) is row 1 and Game of Thrones row 2.
    _ = module.view.handle(.openRow(number: 2))
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
        (module.view, module.presenter, module.interactor, module.router)
      let navigation = TextNavigationController(rootViewController: module.view)
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
