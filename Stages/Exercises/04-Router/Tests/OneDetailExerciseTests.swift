import TVGuideTestSupport
import Testing
import TextUIKit

@testable import stage4_router

/// Exercise 4: opening a show while another screen already covers the list does nothing, so
/// a second Enter pressed before the first detail appeared cannot stack two details. A rule
/// of navigation: it goes in the router, and the test drives the router alone.
@MainActor
@Suite struct OneDetailExerciseTests {
  private static func router(for list: TextViewController) -> ShowListRouter {
    let router = ShowListRouter(detailBuilder: ShowDetailModuleBuilder(dataSource: FakeShowDataSource()))
    router.viewController = list
    return router
  }

  @Test func theRouterOpensOneShowAtATime() async throws {
    let list = TextViewController()
    let navigation = TextNavigationController(rootViewController: list)
    navigation.makeVisible()
    let router = Self.router(for: list)
    router.openShow(id: 1)
    #expect(navigation.viewControllers.count == 2, "the first show opens")
    router.openShow(id: 2)
    try await exercise("04-Router", "a second show while one is open") {
      #expect(navigation.viewControllers.count == 2)
      _ = navigation.popViewController()
      router.openShow(id: 3)
      #expect(navigation.viewControllers.count == 2, "back on the list, the next show opens")
    }
  }

  /// The rule needs the list, not ownership of it: the router still holds its screen weakly
  /// (S4-R2), so the list goes when nothing else holds it.
  @Test func theRouterStillHoldsItsScreenWeakly() {
    weak var released: TextViewController?
    let router: ShowListRouter
    do {
      let list = TextViewController()
      released = list
      router = Self.router(for: list)
    }
    #expect(released == nil)
    router.openShow(id: 1)
  }
}
