import TVGuideReviewKit
import Testing

@Suite("router-builds-views")
struct RouterBuildsViewsRuleTests {
  let rule = RouterBuildsViewsRule()

  @Test func aRouterThatCreatesTheNextScreenIsAWarning() {
    let source = """
      final class ShowsRouter {
        weak var viewController: TextViewController?
        func openDetail(for show: Show) {
          let detail = ShowDetailViewController(show: show)  // ✗
          viewController?.navigationController?.push(detail)
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == [4])
    #expect(findings.first?.column == 18)
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.message.contains("creates `ShowDetailViewController`") == true)
  }

  @Test func everyWayOfBuildingAModuleIsFound() {
    let source = """
      class DetailScreen: TextViewController {}
      final class ShowsRouter {}
      extension ShowsRouter {
        func open(id: Int) { _ = DetailScreen() }  // ✗
        func presenter(id: Int) { _ = ShowDetailPresenter(id: id) }  // ✗
        func interactor() { _ = .init(ShowDetailInteractor.init()) }  // ✗
        func board() { _ = storyboard.instantiateViewController(withIdentifier: "Detail") }  // ✗
        func nib() { _ = ShowDetailViewController.fromNib() }  // ✗
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// `createModule()` builds a whole module; the fix is one, so the comment is one.
  @Test func aFunctionBuildingAWholeModuleGetsOneFinding() {
    let source = """
      final class HomeRouter {
        static func createModule() -> UIViewController {
          let view = HomeViewController()  // ✗
          let presenter = HomePresenter()
          let interactor = HomeInteractor()
          view.presenter = presenter
          return view
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(
      findings.first?.message.contains("`HomeViewController`, `HomePresenter`, `HomeInteractor`") == true)
  }

  /// An alert the app draws itself is presented like the system's: no module to build.
  @Test func anAppMadeAlertIsNoModule() {
    let source = """
      final class PondAlertController: UIViewController {}
      final class ConfirmSheet: UIAlertController {}
      final class PondRouter {
        func warn() { _ = PondAlertController() }
        func confirm() { _ = ConfirmSheet() }
        func open() { _ = PondViewController() }  // ✗
      }
      final class PondViewController: UIViewController {}
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// Static queries ask a class something; UIKit's containers and alerts are not modules.
  @Test func staticQueriesAndSystemControllersAreFine() {
    let source = """
      final class ContactRouter {
        func canMail() -> Bool { MFMailComposeViewController.canSendMail() }
        func mail() -> UIViewController { MFMailComposeViewController() }
        func wrap(_ screen: UIViewController) -> UIViewController {
          let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
          return UINavigationController(rootViewController: screen)
        }
      }
      """
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// `UIViewController()` itself is no module's screen: a router hands it back when
  /// the screen it keeps weakly is gone, so there is nothing for a builder to make.
  @Test func aBareViewControllerFallbackBuildsNothing() {
    let source = """
      final class WalletRouter {
        weak var shown: UIViewController?
        func current() -> UIViewController { shown ?? UIViewController() }
        func table() -> UIViewController { UITableViewController(style: .plain) }
        func open() -> UIViewController { WalletScreen() }  // ✗
      }
      final class WalletScreen: UIViewController {}
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// A screen's own static factory that assembles its module (a container resolves the
  /// parts, or the factory wires them) is a builder under another name; one that only loads
  /// the view controller leaves the module to the router.
  @Test func aScreenFactoryThatAssemblesTheModuleIsABuilder() {
    let source = """
      final class GardenRouter {
        weak var viewController: UIViewController?
        func openPlot() { push(PlotViewController.make(inject: true)) }
        func openBed(_ bed: Bed) { push(BedViewController.make(bed: bed)) }
        func openShed() { push(ShedViewController.make()) }  // ✗
        func openGate() { push(GateViewController.make(inject: true)) }  // ✗
      }
      """
    let screens = """
      protocol StoryboardScene: AnyObject {}
      extension StoryboardScene where Self: UIViewController {
        static func make(inject: Bool = false) -> Self {
          let board = inject ? InjectingBoard(name: "Main", container: appContainer) : UIStoryboard(name: "Main")
          return board.instantiateViewController(withIdentifier: "scene") as! Self
        }
      }
      final class PlotViewController: UIViewController, StoryboardScene {}
      final class BedViewController: UIViewController {
        var output: BedViewOutput!
        static func make(bed: Bed) -> BedViewController {
          let screen = BedViewController()
          screen.output = BedPresenter(view: screen, bed: bed)
          return screen
        }
      }
      final class ShedViewController: UIViewController {
        static func make() -> ShedViewController { ShedViewController(nibName: "Shed", bundle: nil) }
      }
      final class GateViewController: UIViewController {}
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: [screens]))
  }

  @Test(arguments: [
    // The router asks an injected builder.
    """
    final class ShowListRouter {
      private let detailBuilder: any ShowDetailModuleBuilding
      func openShow(id: Int) {
        viewController?.navigationController?.push(detailBuilder.makeShowDetail(showID: id))
      }
    }
    """,
    // Builders and presenters are not routers.
    "struct ShowDetailModuleBuilder { func make() -> TextViewController { ShowDetailViewController() } }",
    // Navigation helpers that are not screens of a module.
    "final class AppRouter { func root() -> TextNavigationController { TextNavigationController(rootViewController: root) } }",
  ])
  func routersThatOnlyNavigateAreFine(source: String) {
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// A router that takes a module's parts from locators and wires them assembles the module as
  /// surely as one that creates them; so does one that loads a screen from a generated
  /// storyboard accessor.
  @Test func aRouterWiringPartsOrLoadingAGeneratedSceneIsFound() {
    let source = """
      final class KiteRouter {
        let locator: PartsLocator
        init(locator: PartsLocator) { self.locator = locator }
        func start() -> UIViewController {
          let presenter = locator.kitePresenter()
          let screen = locator.kiteView(presenter: presenter)
          presenter.router = self  // ✗
          presenter.interactor = locator.kiteInteractor()
          return screen
        }
        func openWind() {
          let screen = StoryboardScene.Wind.windViewController.instantiate()  // ✗
          show(screen)
        }
        func close(_ presenter: KitePresenter) {
          presenter.router = nil
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }
}

/// Xcode's placeholders start with underscores; the type they name is still a type.
@Suite("router-builds-views in templates")
struct RouterBuildsViewsTemplateTests {
  @Test func aPlaceholderNamedScreenIsStillAScreen() {
    let source = """
      final class ___VARIABLE_moduleName___Wireframe: BaseWireframe<___VARIABLE_moduleName___ViewController> {
        init() {
          let moduleViewController = ___VARIABLE_moduleName___ViewController()  // ✗
          super.init(viewController: moduleViewController)
          _ = __fileLocal()
        }
      }
      """
    let screen = "final class ___VARIABLE_moduleName___ViewController: UIViewController {}"
    #expect(SnippetReview.findsMarkedLines(RouterBuildsViewsRule(), in: source, others: [screen]))
  }

  /// Wrapping the screen a builder made in a navigation controller, the app's own subclass
  /// too, builds no module; making the screen itself still does.
  @Test func wrappingABuildersScreenInANavigationControllerBuildsNothing() {
    let source = """
      final class LighthouseRouter {
        weak var view: UIViewController?
        let builder: BeaconBuilder
        func openBeacon() {
          let screen = builder.makeBeacon()
          view?.present(HarbourNavigationController(rootViewController: screen), animated: true)
        }
        func openLog() {
          view?.present(HarbourNavigationController(rootViewController: LogViewController()), animated: true)  // ✗
        }
      }
      """
    let others = [
      "final class HarbourNavigationController: UINavigationController {}",
      "final class LogViewController: UIViewController {}",
      "protocol BeaconBuilder { func makeBeacon() -> UIViewController }",
    ]
    #expect(SnippetReview.findsMarkedLines(RouterBuildsViewsRule(), in: source, others: others))
  }

  /// A navigation or split controller of the app whose own initialiser loads its first screen
  /// is that screen's builder: the router or the routing presenter that makes it builds the
  /// screen, one finding per route (each route a closure kept in its own `lazy var`). Its
  /// platform initialiser given a screen holds it only; a presenter that does not make screens
  /// is not reported.
  @Test func aContainerThatMakesItsOwnScreenIsBuiltByWhoeverMakesIt() {
    let source = """
      final class QuayPresenter {
        weak var view: QuayViewProtocol?
        let factory: QuayScreenFactory
        lazy var showBerths: (Int) -> Void = { [unowned self] _ in
          self.view?.startStack(BerthNavigationController())  // ✗
        }
        lazy var showTides: (Int) -> Void = { [unowned self] _ in
          self.view?.startStack(TideSplitController(title: "tides"))  // ✗
        }
        func showLog() {
          self.view?.startStack(BerthNavigationController(rootViewController: self.factory.makeLog()))
        }
        func resultsScreen() -> UIViewController {
          (view as? UIViewController) ?? UIViewController()
        }
      }
      """
    let others = [
      """
      final class BerthNavigationController: UINavigationController {
        convenience init() {
          self.init(rootViewController: UIStoryboard(name: "Berths", bundle: .main).instantiateViewController(withIdentifier: "berths"))
        }
      }
      final class TideSplitController: UISplitViewController {
        init(title: String) {
          super.init(nibName: nil, bundle: nil)
          viewControllers = [TideChartView()]
        }
      }
      final class TideChartView: UIViewController {}
      protocol QuayViewProtocol: AnyObject { func startStack(_ screen: UIViewController) }
      protocol QuayScreenFactory { func makeLog() -> UIViewController }
      """
    ]
    let findings = SnippetReview.findings(RouterBuildsViewsRule(), in: source, others: others)
    #expect(SnippetReview.places(findings) == SnippetReview.markedLines(source))
    #expect(findings.first?.message.contains("the presenter creates `BerthNavigationController`") == true)
  }

  /// A navigation controller subclass whose initialiser loads or creates its first screen
  /// builds that screen: the router that makes one builds a module. Each lazy binder that shows
  /// a stack is a place of its own, as a function is.
  @Test func aNavigationControllerThatMakesItsFirstScreenBuildsIt() {
    let source = """
      final class LighthouseRouter {
        weak var view: UIViewController?
        lazy var showLog: (Int) -> Void = { [unowned self] _ in
          self.view?.present(LogStack(), animated: true)  // ✗
        }
        lazy var showTide: (Int) -> Void = { [unowned self] _ in
          self.view?.present(TideStack(), animated: true)  // ✗
        }
        func openHarbour(_ screen: UIViewController) {
          view?.present(HarbourNavigationController(rootViewController: screen), animated: true)
        }
      }
      """
    let others = [
      "final class HarbourNavigationController: UINavigationController {}",
      """
      final class LogStack: UINavigationController {
        convenience init() {
          self.init(rootViewController: UIStoryboard(name: "Log", bundle: nil).instantiateViewController(withIdentifier: "log"))
        }
      }
      """,
      """
      final class TideStack: UINavigationController {
        convenience init() { self.init(rootViewController: TideViewController()) }
      }
      """,
      "final class TideViewController: UIViewController {}",
    ]
    #expect(SnippetReview.findsMarkedLines(RouterBuildsViewsRule(), in: source, others: others))
  }
}
