import TVGuideTestSupport
import Testing
import TextUIKit

@testable import stage_mvi

/// The coordinator carries out routes on the navigation stack it started and owns no screen.
@MainActor
@Suite struct GuideCoordinatorTests {
  @Test func aRouteToAShowPushesItsScreenAndBackPopsIt() async {
    let coordinator = GuideCoordinator(environment: .mock)
    let navigation = coordinator.start()
    navigation.makeVisible()
    #expect(navigation.topViewController is ShowListViewController)
    coordinator.navigate(to: .showDetail(id: 82))
    weak let detail = navigation.topViewController as? ShowDetailViewController
    #expect(detail != nil)
    #expect(await eventually { detail?.isBusy == false })
    #expect(detail?.title == "Game of Thrones")
    coordinator.navigate(to: .back)
    #expect(navigation.viewControllers.count == 1)
    #expect(await eventually { detail == nil }, "the popped screen and its store are released")
  }

  @Test func backOnTheListLeavesItInPlace() {
    let coordinator = GuideCoordinator(environment: .mock)
    let navigation = coordinator.start()
    coordinator.navigate(to: .back)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func theCoordinatorOwnsNoScreen() {
    let coordinator = GuideCoordinator(environment: .mock)
    weak let navigation = coordinator.start()
    #expect(navigation == nil, "the application owns the navigation stack, not the coordinator")
  }
}
