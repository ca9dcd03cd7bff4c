import Testing
import TextUIKit

@testable import stage5_seasons

/// The detail router closes its own screen, and only while it is on top.
@MainActor
@Suite struct ShowDetailRouterTests {
  @Test func closingPopsTheScreenBackToTheList() {
    let list = TextViewController()
    let detail = TextViewController()
    let navigation = TextNavigationController(rootViewController: list)
    navigation.push(detail)
    let router = ShowDetailRouter()
    router.viewController = detail
    router.closeShow()
    #expect(navigation.topViewController === list)
  }

  @Test func aScreenThatIsNoLongerOnTopIsLeftAlone() {
    let detail = TextViewController()
    let other = TextViewController()
    let navigation = TextNavigationController(rootViewController: TextViewController())
    navigation.push(detail)
    navigation.push(other)
    let router = ShowDetailRouter()
    router.viewController = detail
    router.closeShow()
    #expect(navigation.topViewController === other)
  }
}
