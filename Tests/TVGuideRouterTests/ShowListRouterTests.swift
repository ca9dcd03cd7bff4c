import TVGuideRouter
import TVGuideTestSupport
import Testing
import TextUIKit

@MainActor
@Suite struct ShowListRouterTests {
  @Test func openingAShowPushesTheScreenTheBuilderMade() {
    let builder = ShowDetailModuleBuilderSpy()
    let router = ShowListRouter(detailBuilder: builder)
    let list = TextViewController()
    let navigation = TextNavigationController(rootViewController: list)
    navigation.makeVisible()
    router.viewController = list
    router.openShow(id: 82)
    #expect(builder.builtShowIDs == [82])
    #expect(navigation.topViewController === builder.built.first)
  }

  @Test func withoutAScreenOnTheStackNothingIsBuilt() {
    let builder = ShowDetailModuleBuilderSpy()
    let router = ShowListRouter(detailBuilder: builder)
    let screenOffTheStack = TextViewController()
    router.viewController = screenOffTheStack
    router.openShow(id: 82)
    #expect(builder.builtShowIDs.isEmpty)
  }

  @Test func holdsItsScreenWeakly() {
    let router = ShowListRouter(detailBuilder: ShowDetailModuleBuilderSpy())
    var screen: TextViewController? = TextViewController()
    router.viewController = screen
    screen = nil
    #expect(router.viewController == nil)
  }
}
