import TVGuideReviewKit
import Testing

@Suite("class-bound-delegate")
struct ClassBoundDelegateRuleTests {
  let rule = ClassBoundDelegateRule()

  @Test func aDelegateProtocolThatIsNotClassBoundIsAnError() {
    let source = """
      protocol ShowCellDelegate {  // ✗
        func showCellDidToggleFavorite()
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == [1])
    #expect(findings.first?.column == 10)
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.message.contains("protocol ShowCellDelegate: AnyObject") == true)
  }

  @Test(arguments: [
    "@MainActor protocol ShowListViewInput: Sendable {}  // ✗",
    "protocol ShowsView: Equatable, Sendable {}  // ✗",
    "protocol ShowsPresenterOutput {}  // ✗",
    "protocol Base {}\nprotocol ShowsViewInput: Base {}  // ✗",
  ])
  func unboundCallbackProtocolsAreFound(source: String) {
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// A view's output is the presenter the view owns and calls forward: no back reference, so
  /// nothing needs to hold it weakly. Ports the roles say point back are, whatever their name.
  @Test func backReferencePortsAreFoundByRoleAndAViewsOutputIsNot() {
    let source = """
      protocol PondViewOutput { func didTap() }
      protocol PondFeedProvider { var ripples: [Int] { get } }  // ✗
      protocol PondEventsProvider { var taps: [Int] { get } }  // ✗
      protocol PondPresenterProtocol: PondEventsProvider {}
      final class PondViewController: UIViewController {
        var output: PondViewOutput!
      }
      final class PondPresenter: PondViewOutput, PondPresenterProtocol {
        var view: PondFeedProvider!
        var interactor: PondInteractor?
        var taps: [Int] = []
        func didTap() {}
      }
      final class PondInteractor {
        var presenter: PondEventsProvider!
      }
      extension PondViewController: PondFeedProvider { var ripples: [Int] { [] } }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test func aProtocolBoundToAViewControllerIsFound() {
    let source = """
      open class TextViewController {}
      class ShowsScreen: TextViewController {}
      protocol ShowDetailDelegate: TextViewController {}  // ✗
      protocol ShowsViewInput: ShowsScreen {}  // ✗
      protocol ShowsDelegate: UIViewController {}  // ✗
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(findings.allSatisfy { $0.message.contains("bound to the view controller class") })
  }

  @Test(arguments: [
    "@MainActor protocol ShowListViewInput: AnyObject { func display() }",
    "protocol ShowsDelegate: AnyObject, Sendable {}",
    "protocol ShowsViewProtocol: class {}",
    "protocol ShowsDelegate where Self: AnyObject {}",
    "protocol Base: AnyObject {}\nprotocol ShowsViewOutput: Base {}",
    "protocol ShowsTableDelegate: UITableViewDelegate {}",
    "protocol ShowDataSource: Sendable {}",
    "protocol ShowListInteractorInput: Sendable {}",
    "class Screen {}\nprotocol ShowsDelegate: Screen {}",
  ])
  func classBoundOrNonCallbackProtocolsAreFine(source: String) {
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// `where Self: Navigating` makes `Navigating` a parent: a class-bound one binds the
  /// protocol, and one that is not leaves it unbound.
  @Test func aSelfRequirementIsAParent() {
    let source = """
      protocol Navigating: AnyObject { func start() }
      protocol Listing { func list() }
      protocol PlotRouter where Self: Navigating {}
      protocol ShedViewInput where Self: Listing {}  // ✗
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test func aParentInAnotherFileCounts() {
    let findings = SnippetReview.findings(
      rule, in: "protocol ShowsViewInput: Displaying {}", others: ["protocol Displaying: AnyObject {}"])
    #expect(findings.isEmpty)
  }

  /// A protocol that a struct or an enum adopts cannot be bound to classes without breaking
  /// that adopter, whatever its name says and whoever holds it.
  @Test(arguments: [
    "protocol ThemeView { var theme: Theme { get } }\nstruct Badge: ThemeView { let theme: Theme }",
    "protocol ThemeView {}\nstruct Badge {}\nextension Badge: ThemeView {}",
    "protocol ThemeView {}\nstruct Badge: ThemeView {}\nfinal class Label: ThemeView {}",
    "protocol ThemeView {}\nenum Palette: ThemeView {}\nfinal class Screen { let badge: any ThemeView }",
    "protocol HeaderViewProtocol { var name: String { get } }\nstruct Header: HeaderViewProtocol { let name: String }",
    "protocol ShowsView {}\nstruct Row: ShowsView {}\nactor Loader { var view: (any ShowsView)? }",
    "protocol ShowsDelegate {}\nstruct Recorder: ShowsDelegate {}",
  ])
  func aProtocolAValueTypeAdoptsIsFine(source: String) {
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// `@objc` protocols can only be adopted by classes already.
  @Test func anObjCProtocolIsClassBound() {
    #expect(SnippetReview.findings(rule, in: "@objc protocol ShowsDelegate {}").isEmpty)
    #expect(
      SnippetReview.findings(
        rule, in: "protocol ShowsDelegate: Legacy {}", others: ["@objc protocol Legacy {}"]
      ).isEmpty)
  }

  /// A protocol that only classes adopt, or that an object keeps as a back reference whatever
  /// its name (`…ViewInputProtocol`, `HomeDisplay`), must be class-bound.
  @Test(arguments: [
    "protocol ShowsView {}  // ✗\nfinal class ShowsViewController: ShowsView {}",
    "protocol HomeViewInputProtocol {}  // ✗\nfinal class HomeViewController: HomeViewInputProtocol {}",
    "protocol HomeDisplay {}  // ✗\nfinal class HomePresenter { var view: (any HomeDisplay)? }",
  ])
  func aProtocolAnObjectKeepsAsABackReferenceIsFound(source: String) {
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test func aViewProtocolHeldFromAnotherFileIsFound() {
    let source = "protocol ShowsView {}  // ✗\nfinal class ShowsViewController: ShowsView {}"
    let presenter = "final class ShowsPresenter { var view: (any ShowsView)? }"
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: [presenter]))
  }
}
