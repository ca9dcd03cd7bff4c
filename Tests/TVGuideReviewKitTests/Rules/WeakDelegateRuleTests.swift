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

  /// A back reference typed by a protocol nothing binds to classes is a cycle all the same
  /// when only classes adopt it; the fix binds the protocol first. A struct adopting it makes
  /// it a protocol of values, which holds nothing alive.
  @Test func aBackReferenceThroughAProtocolOnlyClassesAdoptIsFound() {
    let source = """
      protocol PondEventsProvider { var taps: [Int] { get } }
      protocol PondPresenterProtocol: PondEventsProvider {}
      protocol PondRecord {}
      final class PondPresenter: PondPresenterProtocol {
        var taps: [Int] = []
        let interactor = PondInteractor()
      }
      struct Pebble: PondRecord {}
      final class PondInteractor {
        var presenter: PondEventsProvider!  // ✗
        var record: PondRecord?
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(findings.first?.message.contains("after binding `PondEventsProvider` to `AnyObject`") == true)
  }

  /// A cell with a module of its own owns its presenter, as a screen does: the presenter's
  /// reference to the cell is the one to weaken.
  @Test func aCellOwnsItsPresenter() {
    let source = """
      protocol PebbleCellInput: AnyObject {}
      protocol PebblePresenterInput: AnyObject {}
      final class PebbleCell: UITableViewCell, PebbleCellInput {
        var presenter: PebblePresenterInput!
      }
      final class PebblePresenter: PebblePresenterInput {
        var view: PebbleCellInput!  // ✗
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// A router keeping the screen of a new module that a configurator it made hands it keeps a
  /// child, whose presenter keeps its own router; the router's own screen it still holds back.
  @Test func aChildModuleTheRouterBuiltIsNoBackReference() {
    let source = """
      final class ReefRouter {
        var viewController: TextViewController?  // ✗
        private var menuViewController: TextViewController?
        func openMenu() {
          let configurator = MenuConfigurator()
          configurator.configure(output: nil)
          menuViewController = configurator.viewController
          viewController?.present(menuViewController!, animated: true)
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
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
    // An app's root router may own the navigation it drives; nothing owns the app delegate.
    "final class AppRouter { let navigationController: TextNavigationController }",
    "final class AppRouter { var navigationController: UINavigationController? }",
    "final class HomeViewController: UIViewController { var appDelegate: AppDelegate! }",
    // A view that owns its presenter holds it strongly, by design.
    "final class ShowsViewController { var output: ShowsViewOutput? }",
  ])
  func nonBackReferencesAreFine(source: String) {
    #expect(SnippetReview.findings(rule, in: source, others: [protocols]).isEmpty)
  }

  /// An object the class creates and stores itself is owned: `weak` would free it at once.
  @Test func anOwnedHelperCreatedByItsHolderIsFine() {
    let source = """
      final class EmployeeListViewController {
        private var delegate: EmployeeTableDelegate!
        private var dataSourceDelegate: ShowsDelegate?
        init() {
          delegate = EmployeeTableDelegate(owner: 1)
        }
      }
      extension EmployeeListViewController {
        func load() { self.dataSourceDelegate = try SearchDelegate() }
      }
      """
    let helper = "final class EmployeeTableDelegate {}\nfinal class SearchDelegate: ShowsDelegate {}"
    #expect(SnippetReview.findings(rule, in: source, others: [protocols, helper]).isEmpty)
  }

  /// The same property filled from outside is a back reference.
  @Test func aDelegateAssignedFromOutsideIsStillFound() {
    let source = """
      final class EmployeeListViewController {
        var delegate: ShowsDelegate?  // ✗
        func attach(_ other: ShowsDelegate) { delegate = other }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: [protocols]))
  }

  @Test func aRouterHoldingItsPresenterStronglyIsFound() {
    let source = """
      final class HomeRouter {
        var presenter: HomePresenterProtocol?  // ✗
      }
      final class LoginWireframe {
        let presenter: LoginPresenter  // ✗
      }
      """
    // Each presenter owns its router: the router's reference points back.
    let others = """
      protocol HomePresenterProtocol: AnyObject {}
      final class HomePresenter: HomePresenterProtocol { let router: HomeRouter }
      final class LoginPresenter { var wireframe: LoginWireframe? }
      """
    let findings = SnippetReview.findings(rule, in: source, others: [others])
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(findings.allSatisfy { $0.message.contains("presenter owns the router") })
  }

  @Test func aViewOrCellHoldingItsViewControllerStronglyIsFound() {
    let source = """
      final class HomeCell: UITableViewCell {
        var parent: HomeController?  // ✗
      }
      final class ProfileHeader: BaseView {
        var controller: ProfileViewController  // ✗
      }
      final class HomeController: UIViewController {
        var child: DetailViewController?
        var selected: HomeCell?
      }
      final class FileCell: UITableViewCell {
        var documentController: UIDocumentInteractionController?
        var fetchedResultsController: NSFetchedResultsController<Item>?
      }
      """
    // Each screen keeps the view that points back at it.
    let others = """
      class BaseView: UIView {}
      final class ProfileViewController: UIViewController { let header = ProfileHeader() }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: [others]))
  }

  /// Cycles the ownership graph sees among the project's own classes, whatever their
  /// names and through collections, closed by code that hands the holder over: the side that
  /// did not create the other, and holds it with an optional `var`, is the back reference.
  @Test func aStrongCycleBetweenTheProjectsClassesIsFound() {
    let source = """
      final class Garden {
        let beds: [Bed]
        let keeper = Keeper()
        init(beds: [Bed]) { self.beds = beds; for bed in beds { bed.garden = self }; keeper.garden = self }
      }
      final class Keeper {
        var garden: Garden?  // ✗
      }
      final class Bed {
        var garden: Garden?  // ✗
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(findings.first?.message.contains("keeps this object alive through `Garden.keeper`") == true)
  }

  /// Coordinators own the screens they show.
  @Test func aScreenOrAChildHoldingItsCoordinatorStronglyIsFound() {
    let source = """
      final class GardenViewController: UIViewController {
        var coordinator: GardenCoordinator?  // ✗
      }
      final class SeedCoordinator: Coordinator {
        var parentCoordinator: GardenCoordinator?  // ✗
        var childCoordinators: [Coordinator] = []
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: ["protocol Coordinator: AnyObject {}"]))
  }

  /// `override var delegate` with observers keeps the superclass's storage, which holds its
  /// value as the superclass says (UIKit's delegates are weak): it is no strong reference.
  @Test func anOverriddenDelegateWithObserversKeepsItsSuperclasssStorage() {
    let source = """
      protocol TideBarDelegate: AnyObject {}
      final class TideBar: UISearchBar {
        weak var tideDelegate: TideBarDelegate?
        override var delegate: UISearchBarDelegate? {
          willSet { precondition(newValue === self) }
        }
      }
      final class TideLog {
        var delegate: TideBarDelegate?  // ✗
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: [protocols]))
  }

  /// A presenter keeps the module that showed it through that module's output; the showing
  /// module does not keep the shown one, so the graph sees no cycle, but where the project
  /// holds its other module outputs weak, the strong one keeps the showing presenter alive
  /// against its own rule. A presenter's input to a child module it shows is a forward
  /// reference, as is a child presenter kept through the port its view holds; and a project
  /// that holds its outputs strongly by habit gets no finding.
  @Test func aModuleOutputHeldStronglyAgainstTheProjectsConventionIsFound() {
    let outputs = """
      protocol TideModuleOutput: AnyObject { func tideChosen(_ id: Int) }
      protocol ShoalModuleOutput: AnyObject { func shoalClosed() }
      protocol ReefModuleOutput: AnyObject { func reefClosed() }
      protocol CoralModuleInput: AnyObject { func reload() }
      final class CoralPresenter: CoralModuleInput { func reload() {} }
      final class HarborPresenter: TideModuleOutput, ShoalModuleOutput, ReefModuleOutput {
        func tideChosen(_ id: Int) {}
        func shoalClosed() {}
        func reefClosed() {}
      }
      """
    let source = """
      final class TidePresenter {
        weak var view: TideViewInput?
        private let moduleOutput: TideModuleOutput  // ✗
        init(moduleOutput: TideModuleOutput) { self.moduleOutput = moduleOutput }
      }
      final class ShoalPresenter {
        weak var moduleOutput: ShoalModuleOutput?
      }
      final class ReefPresenter {
        weak var moduleOutput: ReefModuleOutput?
        var childInput: CoralModuleInput?
        let pickerPresenter: PickerViewOutput
      }
      protocol PickerViewOutput: AnyObject { func viewDidLoad() }
      final class PickerPresenter: PickerViewOutput { func viewDidLoad() {} }
      final class PickerView: UIView { var output: PickerViewOutput? }
      protocol TideViewInput: AnyObject {}
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: [outputs]))
    let habit = source.replacingOccurrences(of: "weak var moduleOutput", with: "var moduleOutput")
      .replacingOccurrences(
        of: "  // ✗", with: "")
    #expect(SnippetReview.findings(rule, in: habit, others: [outputs]).isEmpty)
  }
}
