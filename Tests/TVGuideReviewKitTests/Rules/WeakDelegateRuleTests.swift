import TVGuideReviewKit
import Testing

@Suite("weak-delegate")
struct WeakDelegateRuleTests {
  let rule = WeakDelegateRule()
  let protocols = """
    protocol ShowsDelegate: AnyObject {}
    protocol ShowsViewInput: AnyObject {}
    protocol ShowsInteractorOutput: AnyObject {}
    protocol ShowsRouterInput: AnyObject {}
    protocol ShowDataSource: Sendable {}
    protocol ValueDelegate {}
    struct ShowRowMapper {}
    """

  @Test func aStrongDelegateIsAnError() {
    let source = """
      final class ShowsViewController {
        var delegate: ShowsDelegate?  // ✗
      }
      """
    let findings = SnippetReview.findings(rule, in: source, others: [protocols])
    #expect(findings.map(\.line) == [2])
    #expect(findings.first?.column == 7)
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.message.contains("weak var delegate") == true)
  }

  @Test func backReferencesOfEachRoleAreFound() {
    let source = """
      final class ShowsPresenter {
        var view: (any ShowsViewInput)?  // ✗
        let router: any ShowsRouterInput
      }
      final class ShowsRouter {
        var viewController: TextViewController?  // ✗
      }
      final class ShowsInteractor {
        var output: ShowsInteractorOutput?  // ✗
      }
      final class ShowCell {
        var cellDelegate: UITableViewDelegate?  // ✗
        let searchDelegate: ShowsDelegate  // ✗
      }
      actor Loader {
        var delegate: ShowsDelegate?  // ✗
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: [protocols]))
  }

  @Test func aPresentersStrongRouterIsByDesign() {
    let source = """
      final class ShowsPresenter {
        weak var view: ShowsViewInput?
        private let router: any ShowsRouterInput
        private var interactor: ShowsInteractor
      }
      """
    #expect(SnippetReview.findings(rule, in: source, others: [protocols]).isEmpty)
  }

  @Test(arguments: [
    // Held weakly or unowned.
    "final class A { weak var delegate: ShowsDelegate?\n unowned let owner: ShowsDelegate }",
    // A `let` of a type that is not a class: no object to keep alive.
    "struct ShowsInteractor { let dataSource: any ShowDataSource }",
    "final class ShowsInteractor { let output: ShowRowMapper\n let delegate: ValueDelegate }",
    "final class A { let delegate: (String) -> Void\n var viewDelegates: [ShowsDelegate] = [] }",
    // A protocol requirement, a local, a computed property, a static one.
    "protocol HasDelegate { var delegate: ShowsDelegate? { get set } }",
    "final class A { func f() { var delegate: ShowsDelegate? = nil; _ = delegate } }",
    "final class A { var delegate: ShowsDelegate? { nil } }",
    "final class A { static var delegate: ShowsDelegate? }",
    // An object created here is owned, not pointed back at.
    "final class A { private let tableDelegate: TableDelegate = TableDelegate() }",
    // A value type cannot be part of a cycle by itself.
    "struct Cell { var delegate: ShowsDelegate? }",
    // An app's root router may own the navigation it drives.
    "final class AppRouter { let navigationController: TextNavigationController }",
    // A view that owns its presenter holds it strongly, by design.
    "final class ShowsViewController { var output: ShowsViewOutput? }",
  ])
  func nonBackReferencesAreFine(source: String) {
    #expect(SnippetReview.findings(rule, in: source, others: [protocols]).isEmpty)
  }
}
