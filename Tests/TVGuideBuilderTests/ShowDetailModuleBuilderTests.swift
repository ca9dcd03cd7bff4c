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
    #expect(module.viewController.output === module.presenter)
    #expect(module.presenter.view === module.viewController)
    #expect(module.router.viewController === module.viewController)
    _ = module.viewController.view
    #expect(await eventually { module.viewController.title == "Game of Thrones" })
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
        (module.viewController, module.presenter, module.interactor, module.router)
      navigation.push(module.viewController)
    }
    #expect(await eventually { viewController?.title == "Game of Thrones" })
    _ = viewController?.handle(.back)
    #expect(await eventually { viewController == nil })
    #expect(presenter == nil)
    #expect(interactor == nil)
    #expect(router == nil)
  }
}
