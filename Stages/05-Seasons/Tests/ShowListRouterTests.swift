import Testing
import TextUIKit

@testable import stage5_seasons

/// The list router navigates and nothing else: the next screen comes from a builder.
@MainActor
@Suite struct ShowListRouterTests {
  private let builder = ShowDetailModuleBuilderSpy()

  @Test func openingAShowPushesTheScreenItsBuilderMakes() {
    let list = TextViewController()
    let navigation = TextNavigationController(rootViewController: list)
    navigation.makeVisible()
    let router = ShowListRouter(detailBuilder: builder)
    router.viewController = list
    router.openShow(id: 82)
    #expect(builder.builtShowIDs == [82])
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.title == "Show 82")
  }

  @Test func withoutANavigationStackNothingIsBuilt() {
    let screen = TextViewController()
    let router = ShowListRouter(detailBuilder: builder)
    router.viewController = screen
    router.openShow(id: 82)
    #expect(builder.builtShowIDs.isEmpty)
    #expect(screen.navigationController == nil)
  }

  @Test func theRouterHoldsItsScreenWeakly() {
    let router = ShowListRouter(detailBuilder: builder)
    do {
      let list = TextViewController()
      router.viewController = list
      #expect(router.viewController === list)
    }
    #expect(router.viewController == nil)
  }
}
