import TVGuideReviewKit
import Testing

/// A class that makes several screens and moves between them is a router whatever its name
/// and folder say (an app's root "presenter" that switches stacks); a presenter that opens its
/// one next screen itself stays a presenter, whose naming of that screen is its fault.
@Suite struct ScreenRoutingRoleTests {
  private static let screens = """
    class HarbourStack: UINavigationController {}
    final class DockScreen: UIViewController {}
    final class PierScreen: UIViewController {}
    final class QuayScreen: UIViewController {}
    """

  private static let files = [
    "Harbour/View/Screens.swift": screens,
    "Harbour/Presenter/HarbourRootPresenter.swift": """
    protocol HarbourRootView: AnyObject {
      func start(_ screen: UIViewController)
      func push(view: UIViewController)
    }
    final class HarbourRootPresenter: UISplitViewControllerDelegate {
      weak var view: HarbourRootView?
      let factory: ScreenFactory
      init(factory: ScreenFactory) { self.factory = factory }
      lazy var showDock: (Int) -> Void = { [unowned self] _ in
        self.view?.start(HarbourStack())
        self.view?.push(view: self.factory.make(DockScreen.self))
      }
      func showPier() { view?.push(view: PierScreen()) }
      func showQuay() { view?.push(view: factory.make(QuayScreen.self)) }
    }
    """,
    "Harbour/Presenter/PierPresenter.swift": """
    final class PierPresenter {
      weak var view: UIViewController?
      func openDock() { view?.navigationController?.pushViewController(DockScreen(), animated: true) }
    }
    """,
  ]

  @Test func aPresenterThatMakesTheScreensItMovesBetweenIsARouter() {
    let context = ModelSnippet.context(Self.files)
    #expect(context.roles.role(of: "HarbourRootPresenter", from: nil) == .router)
    let reasons = context.roles.assignment(of: "HarbourRootPresenter", from: nil)?.explanation ?? ""
    #expect(
      reasons.contains(
        "its code makes the screens it navigates to (`DockScreen`, `HarbourStack`, `PierScreen`)"))
    #expect(reasons.contains("name ends in \"Presenter\", but its code says otherwise"))
    #expect(context.roles.role(of: "PierPresenter", from: nil) == .presenter)
  }

  /// Naming the screens it shows is a router's job: no layer-direction finding on them.
  @Test func theRouterByItsDeedsMayNameScreens() {
    let path = "Harbour/Presenter/HarbourRootPresenter.swift"
    let context = ModelSnippet.context(Self.files, layers: .inferred)
    let file = SourceFile(path: path, source: Self.files[path]!, relativePath: path)
    #expect(LayerDirectionRule().findings(in: file, context: context).isEmpty)
  }
}
