import TVGuideBuilder
import TVGuideEntity
import TVGuideTestSupport
import Testing
import TextUIKit

@MainActor
@Suite struct ShowDetailModuleBuilderTests {
  private let source = FakeShowDataSource(shows: [82: .mock], episodes: [82: [.mock]])

  @Test func theAssembledScreenLoadsAndShowsItsShow() async {
    let module = ShowDetailModuleBuilder(dataSource: source).assemble(showID: 82)
    #expect(module.view.output === module.presenter)
    #expect(module.presenter.view === module.view)
    #expect(module.router?.viewController === module.view)
    _ = module.view.view
    #expect(await eventually { module.view.title == "Game of Thrones" })
  }

  /// The report is assembled by the same builder as the screen, with the season asked for.
  @Test func theReportHasTheScreensPresenterAndNoRouter() async {
    let module = ShowDetailModuleBuilder(dataSource: source).assembleReport(
      showID: 82, season: 2, format: .text(width: 80, usesColor: false))
    #expect(module.presenter.view === module.view)
    #expect(module.router == nil)
    await module.presenter.load()
    #expect(module.view.output.errorMessage == "Game of Thrones has no season 2; its only season is 1.")
  }

  @Test func poppingTheScreenReleasesEveryPartOfTheModule() async {
    let navigation = TextNavigationController(rootViewController: TextViewController())
    weak var viewController: TextViewController?
    weak var presenter: AnyObject?
    weak var interactor: AnyObject?
    weak var router: AnyObject?
    do {
      let module = ShowDetailModuleBuilder(dataSource: source).assemble(showID: 82)
      (viewController, presenter, interactor, router) =
        (module.view, module.presenter, module.interactor, module.router)
      navigation.push(module.view)
    }
    #expect(await eventually { viewController?.title == "Game of Thrones" })
    _ = viewController?.handle(.back)
    #expect(await eventually { viewController == nil })
    #expect(presenter == nil)
    #expect(interactor == nil)
    #expect(router == nil)
  }
}
