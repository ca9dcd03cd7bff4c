import TVGuideRouter
import Testing
import TextUIKit

@MainActor
@Suite struct ShowDetailRouterTests {
  @Test func closingPopsItsScreen() {
    let list = TextViewController()
    let navigation = TextNavigationController(rootViewController: list)
    let detail = TextViewController()
    navigation.push(detail)
    let router = ShowDetailRouter()
    router.viewController = detail
    router.closeShow()
    #expect(navigation.topViewController === list)
  }

  @Test func closingAScreenThatIsNotOnTopDoesNothing() {
    let list = TextViewController()
    let navigation = TextNavigationController(rootViewController: list)
    let detail = TextViewController()
    let other = TextViewController()
    navigation.push(detail)
    navigation.push(other)
    let router = ShowDetailRouter()
    router.viewController = detail
    router.closeShow()
    #expect(navigation.topViewController === other)
  }

  @Test func holdsItsScreenWeakly() {
    let router = ShowDetailRouter()
    var screen: TextViewController? = TextViewController()
    router.viewController = screen
    screen = nil
    #expect(router.viewController == nil)
  }
}
