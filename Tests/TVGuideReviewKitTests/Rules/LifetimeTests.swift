import TVGuideReviewKit
import Testing

/// Kind 2 of issue 33: cycles in the ownership graph only when instances can close them at
/// run time, never in both directions, never through objects that live as long as the app, and
/// forward ownership of other architectures read as what it is.
@Suite("weak-delegate: lifetimes")
struct LifetimeTests {
  let rule = WeakDelegateRule()

  private func lines(_ source: String) -> [Int] {
    SnippetReview.findings(rule, in: source).map(\.line)
  }

  /// The owner makes its thermostat lazily and hands itself over: the thermostat's `let` back
  /// is the one reference to weaken. Weakening the owner's would free the thermostat at once.
  @Test func aLazilyMadeChildKeepingItsOwnerIsReportedOnceOnTheChild() {
    let source = """
      final class Kiln {
        lazy var thermostat: KilnThermostat = { KilnThermostat(kiln: self) }()
        func fire() { thermostat.start() }
      }
      final class KilnThermostat {
        let kiln: Kiln  // ✗
        init(kiln: Kiln) { self.kiln = kiln }
        func start() {}
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(findings.first?.message.contains("weak var kiln") == true)
  }

  /// A chain of responsibility: each step may hold any other, so the types allow a cycle, but
  /// the chain is built one way.
  @Test func aChainBuiltOneWayIsNoCycle() {
    let chain = """
      protocol SortingStep: AnyObject { var next: SortingStep? { get set } }
      final class Sieve: SortingStep { var next: SortingStep? }
      final class Rinse: SortingStep { var next: SortingStep? }
      """
    let oneWay =
      chain + """

        enum SortingLine {
          static func make() -> SortingStep {
            let sieve = Sieve()
            let rinse = Rinse()
            sieve.next = rinse
            return sieve
          }
        }
        """
    #expect(lines(oneWay).isEmpty)
    let closed = oneWay.replacingOccurrences(
      of: "sieve.next = rinse", with: "sieve.next = rinse\n    rinse.next = sieve")
    // Closed both ways, the cycle is one problem: one finding, on one of its two references.
    #expect(lines(closed) == [2])
  }

  /// The root screen the app's delegate makes once makes its presenter once, in its
  /// initialiser: the presenter lives as long as the app, so its own subscriptions capturing it
  /// keep nothing alive that should go. A presenter the root screen makes on every tap does not.
  @Test func anObjectMadeOnceByAnAppLifetimeObjectIsNoLeak() {
    let source = """
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application() { window?.rootViewController = HarbourRootScreen() }
      }
      final class HarbourRootScreen: UIViewController {
        var presenter: HarbourRootPresenter?
        var pier: PierPresenter?
        init() {
          super.init(nibName: nil, bundle: nil)
          presenter = HarbourRootPresenter()
        }
        func openPier() { pier = PierPresenter() }
      }
      final class HarbourRootPresenter {
        let disposeBag = DisposeBag()
        let tides = PublishSubject<Int>()
        var level = 0
        init() { tides.subscribe(onNext: { self.level = $0 }).disposed(by: disposeBag) }
      }
      final class PierPresenter {
        let disposeBag = DisposeBag()
        let tides = PublishSubject<Int>()
        var level = 0
        init() { tides.subscribe(onNext: { self.level = $0 }).disposed(by: disposeBag) }  // ✗
      }
      """
    #expect(SnippetReview.findsMarkedLines(StrongSelfCaptureRule(), in: source))
  }

  /// The app's delegate makes the root coordinator once; a screen holding it strongly keeps
  /// nothing alive that should go. A child coordinator, made per flow, is another matter.
  @Test func anObjectMadeOnceAtTheRootIsNoLeak() {
    let source = """
      @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        let appCoordinator = MooringCoordinator()
      }
      final class MooringCoordinator {
        var navigation = UINavigationController()
        var child: TideCoordinator?
        func start() {
          let tide = TideCoordinator()
          child = tide
          let screen = MooringViewController()
          screen.coordinator = self
          screen.tideCoordinator = tide
          tide.screen = screen
        }
      }
      final class TideCoordinator {
        var screen: MooringViewController?
      }
      final class MooringViewController: UIViewController {
        var coordinator: MooringCoordinator?
        var tideCoordinator: TideCoordinator?  // ✗
      }
      """
    #expect(lines(source) == SnippetReview.markedLines(source))
  }

  /// Clean Swift (VIP): the screen owns its interactor, the interactor its presenter, and the
  /// presenter holds the screen weakly. The interactor's presenter is owned, not a back
  /// reference; in VIPER, where the presenter owns the interactor, it is one.
  @Test func forwardOwnershipOfCleanSwiftIsNoBackReference() {
    let vip = """
      protocol LockBusinessLogic { func open() }
      protocol LockPresentationLogic { func present() }
      protocol LockDisplayLogic: AnyObject { func display() }
      final class LockViewController: UIViewController, LockDisplayLogic {
        var interactor: LockBusinessLogic?
        func display() {}
      }
      final class LockInteractor: LockBusinessLogic {
        var presenter: LockPresentationLogic?
        func open() { presenter?.present() }
      }
      final class LockPresenter: LockPresentationLogic {
        weak var viewController: LockDisplayLogic?
        func present() { viewController?.display() }
      }
      """
    #expect(lines(vip).isEmpty)
    #expect(SnippetReview.findings(ClassBoundDelegateRule(), in: vip).isEmpty)
    let viper = """
      protocol SluiceInteractorOutput: AnyObject {}
      final class SluicePresenter: SluiceInteractorOutput {
        var interactor: SluiceInteractor?
      }
      final class SluiceInteractor {
        var output: SluiceInteractorOutput?  // ✗
      }
      """
    #expect(lines(viper) == SnippetReview.markedLines(viper))
  }

  /// A router keeps the input of the child module its builder made: the child does not know
  /// this router, so nothing points back. Its own presenter, which owns it, does.
  @Test func aChildModuleARouterKeepsIsNoBackReference() {
    let source = """
      protocol QuayModuleInput: AnyObject { func focus(on id: Int) }
      final class QuayPresenter: QuayModuleInput {
        weak var view: UIViewController?
        func focus(on id: Int) {}
      }
      enum QuayBuilder {
        static func build() -> (UIViewController, QuayModuleInput) {
          let presenter = QuayPresenter()
          let screen = UIViewController()
          presenter.view = screen
          return (screen, presenter)
        }
      }
      final class DockPresenter {
        var router: DockRouter?
      }
      final class DockRouter {
        weak var viewController: UIViewController?
        var quay: QuayModuleInput?
        var presenter: DockPresenter?  // ✗
        func openQuay() {
          let (screen, input) = QuayBuilder.build()
          quay = input
          viewController?.present(screen, animated: true)
        }
      }
      """
    #expect(lines(source) == SnippetReview.markedLines(source))
  }

  /// A wireframe that makes its screen in its own initialiser and keeps it strongly, while the
  /// screen's presenter keeps the wireframe: every screen it pushes leaks.
  @Test func aRouterKeepingTheScreenItMadeIsFound() {
    let source = """
      final class PierWireframe {
        let viewController: PierViewController  // ✗
        init() {
          viewController = PierViewController()
          let presenter = PierPresenter()
          viewController.presenter = presenter
          presenter.wireframe = self
        }
      }
      final class PierPresenter {
        var wireframe: PierWireframe?
      }
      final class PierViewController: UIViewController {
        var presenter: PierPresenter?
      }
      """
    #expect(lines(source) == SnippetReview.markedLines(source))
  }
}
