import TVGuideTestSupport
import Testing
import TextUIKit

@testable import TVGuideRouter

@MainActor
@Suite struct ShowListRouterTests {
  @Test func openingAShowPushesTheScreenTheBuilderMade() {
    let builder = ShowDetailModuleBuilderSpy()
    let router = ShowListRouter(detailBuilder: builder)
    let list = TextViewController()
    let navigation = TextNavigationController(rootViewController: list)
    router.viewController = list
    router.openShow(id: 82)
    #expect(builder.builtShowIDs == [82])
    #expect(navigation.topViewController === builder.built.first)
  }

  @Test func withoutANavigationStackNothingIsBuilt() {
    let builder = ShowDetailModuleBuilderSpy()
    let router = ShowListRouter(detailBuilder: builder)
    let list = TextViewController()
    router.viewController = list
    router.openShow(id: 82)
    #expect(builder.builtShowIDs.isEmpty)
  }
}
