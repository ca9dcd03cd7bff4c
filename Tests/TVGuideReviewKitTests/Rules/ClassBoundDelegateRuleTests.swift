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
    "@MainActor protocol ShowListViewOutput: Sendable {}  // ✗",
    "protocol ShowsView: Equatable, Sendable {}  // ✗",
    "protocol ShowsPresenterOutput {}  // ✗",
    "protocol Base {}\nprotocol ShowsViewInput: Base {}  // ✗",
  ])
  func unboundCallbackProtocolsAreFound(source: String) {
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

  @Test func aParentInAnotherFileCounts() {
    let findings = SnippetReview.findings(
      rule, in: "protocol ShowsViewInput: Displaying {}", others: ["protocol Displaying: AnyObject {}"])
    #expect(findings.isEmpty)
  }

  /// `…View` also names protocols of values. One that only value types adopt, and that no
  /// object keeps as a back reference, has no reason to be class-bound.
  @Test(arguments: [
    "protocol ThemeView { var theme: Theme { get } }\nstruct Badge: ThemeView { let theme: Theme }",
    "protocol ThemeView {}\nstruct Badge {}\nextension Badge: ThemeView {}",
    "protocol ThemeView {}\nstruct Badge: ThemeView {}\nfinal class Label: ThemeView {}",
    "protocol ThemeView {}\nenum Palette: ThemeView {}\nfinal class Screen { let badge: any ThemeView }",
  ])
  func aViewProtocolOfValuesIsFine(source: String) {
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// A `…View` protocol that an object keeps as its view, weakly or by name, or that only
  /// classes adopt, is a presenter's view and must be class-bound, whoever else adopts it.
  @Test(arguments: [
    "protocol ShowsView {}  // ✗\nstruct Row: ShowsView {}\nfinal class ShowsPresenter { weak var view: (any ShowsView)? }",
    "protocol ShowsView {}  // ✗\nstruct Row: ShowsView {}\nfinal class ShowsPresenter { unowned let screen: any ShowsView }",
    "protocol ShowsView {}  // ✗\nstruct Row: ShowsView {}\nactor Loader { var view: (any ShowsView)? }",
    "protocol ShowsView {}  // ✗\nfinal class ShowsViewController: ShowsView {}",
  ])
  func aViewProtocolAnObjectKeepsAsItsViewIsFound(source: String) {
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test func aViewProtocolHeldFromAnotherFileIsFound() {
    let source = "protocol ShowsView {}  // ✗\nstruct Row: ShowsView {}"
    let presenter = "final class ShowsPresenter { weak var view: (any ShowsView)? }"
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: [presenter]))
  }
}
