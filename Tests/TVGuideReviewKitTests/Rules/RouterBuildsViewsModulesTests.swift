import TVGuideReviewKit
import Testing

/// Who builds a module, whatever the style: a scene's types nested in its namespace, a
/// coordinator making the screens it moves between, a module handed whole and told its output,
/// a presenter making the view it drives.
@Suite("router-builds-views: modules of every style")
struct RouterBuildsViewsModulesTests {
  let rule = RouterBuildsViewsRule()

  /// Clean Swift nests each scene's types in an enum: `Harbour.ViewController()` makes a screen
  /// as surely as `HarbourViewController()` does; the scene's configurator may then wire it.
  @Test func aSceneTypeNestedInItsNamespaceIsAScreenTheRouterMakes() {
    let source = """
      final class HarbourFlowController {
        let navigation: UINavigationController
        func showHarbour() {
          let screen = Harbour.ViewController()  // ✗
          Harbour.Configurator.configure(viewController: screen)
          navigation.pushViewController(screen, animated: true)
        }
        func showDock() {
          let routing = Harbour.Routing(onClose: {})
          navigation.pushViewController(DockSceneBuilder.make(routing: routing), animated: true)
        }
      }
      """
    let others = [
      """
      enum Harbour {
        final class ViewController: UIViewController {}
        struct Routing { let onClose: () -> Void }
        enum Configurator { static func configure(viewController: ViewController) {} }
      }
      """
    ]
    let findings = SnippetReview.findings(rule, in: source, others: others)
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(findings.first?.message.contains("creates `Harbour.ViewController` itself") == true)
  }

  /// A coordinator a presenter reports to is that module's router: the screens and presenters
  /// it makes itself are a builder's work all the same. A coordinator that makes screens for
  /// view models (MVVM-C) is their builder by design.
  @Test func aCoordinatorThatAModulesPresenterReportsToIsItsRouter() {
    let source = """
      final class TideCoordinator: TidePresenterOutput {
        let navigation: UINavigationController
        let builder: TideBuilder
        func start() {
          let screen = TideViewController()  // ✗
          screen.presenter = TidePresenter()
          navigation.pushViewController(screen, animated: true)
        }
        func tideClosed() { navigation.pushViewController(builder.makeLog(), animated: true) }
      }
      final class SwellCoordinator {
        let navigation: UINavigationController
        func start() {
          navigation.pushViewController(SwellViewController(viewModel: SwellViewModel()), animated: true)
        }
      }
      """
    let others = [
      "final class TideViewController: UIViewController { var presenter: TidePresenter? }",
      "protocol TidePresenterOutput: AnyObject { func tideClosed() }",
      "final class TidePresenter { weak var output: TidePresenterOutput? }",
      "protocol TideBuilder { func makeLog() -> UIViewController }",
      "final class SwellViewController: UIViewController { init(viewModel: SwellViewModel) {} }",
      "final class SwellViewModel {}",
    ]
    let findings = SnippetReview.findings(rule, in: source, others: others)
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(findings.first?.message.contains("the coordinator creates `TideViewController`") == true)
  }

  /// `module.output = self` makes the router the output of a module a factory made whole: it
  /// connects no two parts of that module. Wiring the parts to each other still assembles it.
  @Test func becomingTheOutputOfAHandedModuleAssemblesNothing() {
    let source = """
      final class BuoyRouter {
        weak var view: UIViewController?
        let factory: BuoyModuleFactory
        func openBuoy() {
          let module = factory.make()
          module.output = self
          view?.present(module.viewController, animated: true)
        }
        func openAnchor() {
          let presenter = factory.presenter()
          let screen = factory.screen()
          screen.presenter = presenter  // ✗
          view?.present(screen, animated: true)
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// A presenter that makes, on first use, the view it drives (the view reports back to it)
  /// shows no next module; one that makes another module's screen and shows it does.
  @Test func aPresenterMakingItsOwnViewBuildsNoModule() {
    let source = """
      final class DeckPresenter: DeckViewOutput {
        private weak var shown: UIViewController?
        var viewController: UIViewController {
          if let shown { return shown }
          let view = DeckViewController()
          view.output = self
          shown = view
          return view
        }
        func openHold() { shown?.present(HoldViewController(), animated: true) }  // ✗
      }
      """
    let others = [
      "protocol DeckViewOutput: AnyObject {}",
      "final class DeckViewController: UIViewController { var output: DeckViewOutput! }",
      "final class HoldViewController: UIViewController {}",
    ]
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: others))
  }

  /// A library's container (a blur or sheet controller the project never declares) that the
  /// router hands a builder's screen only dresses it: no module is built. The project's own
  /// screen made beside it still is.
  @Test func aLibraryContainerHandedABuiltScreenBuildsNoModule() {
    let source = """
      final class ReefWireframe {
        weak var controller: UIViewController?
        func showReef() {
          guard let screen = ReefViewFactory.createView() else { return }
          let container = FrostedSheetViewController()
          container.add(screen)
          controller?.present(container, animated: true)
        }
        func showShoal() {
          let shoal = ShoalViewController()  // ✗
          let sheet = FrostedSheetViewController()
          sheet.add(shoal)
          controller?.present(sheet, animated: true)
        }
      }
      """
    let others = ["final class ShoalViewController: UIViewController {}"]
    let findings = SnippetReview.findings(rule, in: source, others: others)
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(findings.allSatisfy { !$0.message.contains("FrostedSheetViewController") })
  }
}
