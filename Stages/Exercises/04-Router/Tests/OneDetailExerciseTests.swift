import TVGuideTestSupport
import Testing
import TextUIKit

@testable import stage4_router

/// Exercise 4: opening a show while another screen already covers the list does nothing, so
/// a second Enter pressed before the first detail appeared cannot stack two details. A rule
/// of navigation: it goes in the router, and the test drives the router alone.
@MainActor
@Suite struct OneDetailExerciseTests {
  @Test func theRouterOpensOneShowAtATime() async throws {
    let list = TextViewController()
    let navigation = TextNavigationController(rootViewController: list)
    navigation.makeVisible()
    let router = ShowListRouter(detailBuilder: ShowDetailModuleBuilder(dataSource: FakeShowDataSource()))
    router.viewController = list
    router.openShow(id: 1)
    #expect(navigation.viewControllers.count == 2, "the first show opens")
    router.openShow(id: 2)
    try await exercise("Stages/Exercises/04-Router: a second show while one is open") {
      #expect(navigation.viewControllers.count == 2)
    }
  }
}
