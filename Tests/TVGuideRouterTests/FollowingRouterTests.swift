import TVGuideRouter
import TVGuideTestSupport
import Testing
import TextUIKit

/// The following screen's navigation: a show opens its detail screen, built by the builder it
/// was given, on the screen's stack; closing goes back; the screen is held weakly.
@MainActor
@Suite struct FollowingRouterTests {
  /// The list at the root and the following screen pushed on it, as `F` opens it.
  private static func stack() -> (TextNavigationController, TextViewController) {
    let navigation = TextNavigationController(rootViewController: TextViewController())
    let following = TextViewController()
    navigation.push(following)
    return (navigation, following)
  }

  @Test func openingAShowPushesTheScreenItsBuilderMakes() {
    let (navigation, following) = Self.stack()
    let builder = ShowDetailModuleBuilderSpy()
    let router = FollowingRouter(detailBuilder: builder)
    router.viewController = following
    router.openShow(id: 82)
    #expect(builder.builtShowIDs == [82])
    #expect(navigation.topViewController === builder.built.first)
  }

  @Test func openingAShowOffAnyStackBuildsNothing() {
    let builder = ShowDetailModuleBuilderSpy()
    let router = FollowingRouter(detailBuilder: builder)
    let screen = TextViewController()
    router.viewController = screen
    router.openShow(id: 82)
    #expect(builder.builtShowIDs.isEmpty, "a screen built for no stack would be thrown away")
  }

  @Test func closingPopsBackToTheList() {
    let (navigation, following) = Self.stack()
    let router = FollowingRouter(detailBuilder: ShowDetailModuleBuilderSpy())
    router.viewController = following
    router.closeFollowing()
    #expect(navigation.topViewController !== following)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func closingAScreenThatIsNotOnTopDoesNothing() {
    let (navigation, following) = Self.stack()
    let detail = TextViewController()
    navigation.push(detail)
    let router = FollowingRouter(detailBuilder: ShowDetailModuleBuilderSpy())
    router.viewController = following
    router.closeFollowing()
    #expect(navigation.topViewController === detail)
  }

  @Test func holdsItsScreenWeakly() {
    let router = FollowingRouter(detailBuilder: ShowDetailModuleBuilderSpy())
    var screen: TextViewController? = TextViewController()
    router.viewController = screen
    screen = nil
    #expect(router.viewController == nil)
  }
}
