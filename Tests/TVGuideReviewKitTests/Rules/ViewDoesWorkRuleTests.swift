import TVGuideReviewKit
import Testing

@Suite("view-does-work")
struct ViewDoesWorkRuleTests {
  let rule = ViewDoesWorkRule()

  @Test func aViewControllerThatFetchesIsAWarning() {
    let source = """
      final class ShowsViewController: UIViewController {
        override func viewDidLoad() {
          NetworkManager.shared.getShows { shows in self.shows = shows }  // ✗
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == [3])
    #expect(findings.first?.column == 5)
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.message.contains("reaches data through `NetworkManager`") == true)
  }

  /// A service whose code reaches the network is surely data access; one that only its name
  /// calls a service, or a device service a screen may drive for its own effect, is of medium
  /// confidence.
  @Test func confidenceFollowsWhatTheCodeShows() {
    let source = """
      final class TideClient {
        func fetch() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() }
      }
      final class TideViewController: UIViewController {
        func load() { TideClient().fetch() }
      }
      final class MoonViewController: UIViewController {
        func load() { MoonService.shared.fetch() }
      }
      final class WaveViewController: UIViewController {
        let motion = CMMotionManager()
      }
      final class FaceCheck {
        func kind() -> Int { LAContext().biometryType.rawValue }
      }
      final class LockViewController: UIViewController {
        func show() { count = FaceCheck().kind() }
      }
      """
    let confidence = Dictionary(
      SnippetReview.findings(rule, in: source).map { ($0.line, $0.confidence) },
      uniquingKeysWith: { a, _ in a })
    #expect(confidence == [5: .high, 8: .medium, 11: .medium, 17: .medium])
  }

  /// A value of stored fields the presenter hands a view runs no code, whatever its fields'
  /// types; the screen that uses a service is still reported.
  @Test func aRecordOfValuesForAViewDoesNoWork() {
    let source = """
      protocol PebbleService: AnyObject { func count() -> Int }
      struct PebbleDriversForView {
        let rows: [String]
        let store: PebbleService
      }
      final class PebbleViewController: UIViewController {
        let store: PebbleService = PebbleStore()  // ✗
      }
      final class PebbleStore: PebbleService { func count() -> Int { 0 } }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// A cell formatting the values it shows does the presenter's work, as a screen would;
  /// percent-encoding a query is preparing a request, not showing anything.
  @Test func aCellThatFormatsAndAScreenThatEncodesAreFound() {
    let source = """
      final class PondCell: UITableViewCell {
        func show(_ depth: Double, _ count: Int) {
          depthLabel.text = String(format: "%.1f m", depth)  // ✗
          countLabel.text = count.formatted()  // ✗
          titleLabel.text = "Pond \\(count)"
        }
      }
      final class PondViewController: UIViewController {
        func search(_ text: String) {
          presenter.search(text.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed))  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test func dataAccessAndFormattingAreFoundOncePerLine() {
    let source = """
      protocol ShowDataSource: Sendable {}
      actor BundledCatalog: ShowDataSource {}
      open class TextViewController {}
      final class ShowsScreen: TextViewController {
        private let dataSource: any ShowDataSource  // ✗
        private let formatter: DateFormatter = DateFormatter()  // ✗
        func load() async {
          let catalog = BundledCatalog()  // ✗
          let (data, _) = try await URLSession.shared.data(from: url)  // ✗
          let year = Calendar.current.component(.year, from: date)  // ✗
          label.text = String(format: "%.1f", rating)  // ✗
          label.text = date.formatted(date: .abbreviated, time: .omitted)  // ✗
          label.text = summary.replacingOccurrences(of: "<p>", with: "")  // ✗
        }
      }
      extension ShowsScreen {
        func more() { let text = RatingFormatter().text(for: 8.9) }  // ✗
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// Stage 1's list cleaned TVMaze's names for the terminal in `cellForRowAt`: string
  /// handling that stage 2 moved to a helper, like formatting.
  @Test func aViewControllerThatSanitizesTextIsAWarning() {
    let source = """
      final class ShowListViewController: TextViewController {
        func cell(for show: Show) -> TextTableViewCell {
          let name = TerminalTextSanitizer(mode: .singleLine).sanitize(show.name)  // ✗
          return TextTableViewCell(text: name)
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(findings.first?.message.contains("formats with `TerminalTextSanitizer`") == true)
  }

  /// A plain view that makes display text of a value does the presenter's work; cleaning
  /// what is typed into it, or holding a formatter, is its own business.
  @Test func aPlainViewMakingDisplayTextIsFound() {
    let source = """
      final class HarvestTotalView: UIView {
        func show(total: Double, day: Date) {
          totalLabel.text = String(format: "%.2f", total)  // ✗
          dayLabel.text = day.formatted(date: .abbreviated, time: .omitted)  // ✗
          searchField.text = searchField.text?.replacingOccurrences(of: "\\n", with: "")
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test func aLineWithDataAndFormattingGetsBoth() {
    let source = """
      final class ShowsViewController {
        func f() { label.text = DateFormatter().string(from: NetworkManager.shared.lastUpdate) }
      }
      """
    #expect(SnippetReview.findings(rule, in: source).count == 2)
  }

  @Test(arguments: [
    // A dumb view: it shows strings it is handed and styles them.
    """
    final class ShowListViewController: TextViewController {
      private let dataSource = ShowListTableDataSource()
      func display(_ viewModel: ShowListViewModel) {
        dataSource.rows = viewModel.rows
        statusLabel.text = [viewModel.status.message, viewModel.status.hint].compactMap { $0 }.joined(separator: " ")
        tableView.reloadData()
      }
    }
    """,
    // A table view's class-bound data source is a view helper, not data access.
    """
    protocol TextTableViewDataSource: AnyObject {}
    final class ShowListTableDataSource: TextTableViewDataSource {}
    final class ShowsViewController { let rows: TextTableViewDataSource = ShowListTableDataSource() }
    """,
    // Formatting and fetching outside view controllers is not this rule's business.
    "struct CalendarDateFormatter { let formatter = DateFormatter() }",
    "struct ShowRowMapper { let sanitizer = TerminalTextSanitizer(mode: .singleLine) }",
    "final class ShowsInteractor { func f() { NetworkManager.shared.getShows { _ in } } }",
    "final class ShowDetailHeaderView: TextView { let formatter = DateFormatter() }",
  ])
  func dumbViewsAndOtherTypesAreFine(source: String) {
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// Only a manager of data reaches data: UIKit's `UndoManager` or a focus manager is the
  /// screen's own business.
  @Test(arguments: [
    "final class ShowsViewController: UIViewController { let undoManager = UndoManager() }",
    "final class ShowsViewController: UIViewController { private let focus: FocusManager }",
    "final class ShowsViewController: UIViewController { func f() { LayoutManager.shared.invalidate() } }",
    "final class ShowsViewController: UIViewController { private let keyboard: KeyboardManager }",
  ])
  func managersOfTheScreenAreFine(source: String) {
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  @Test func managersOfDataAreFound() {
    let source = """
      final class ShowsViewController: UIViewController {
        private let store: CoreDataManager  // ✗
        private let api = APIManager()  // ✗
        func f() { ShowsPersistenceManager.shared.save() }  // ✗
        func g() { HTTPRequestManager.default.cancelAll() }  // ✗
        func h() { SessionManager.default.request(url) }  // ✗
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// Saved settings are stored data: the presenter tells the screen what they say.
  @Test func aScreenReadingUserDefaultsIsFound() {
    let source = """
      final class PondViewController: UIViewController {
        func viewDidLoad() {
          title = UserDefaults.standard.string(forKey: "pond")  // ✗
          navigationItem.title = title
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// Stages 2 and 3: the list no longer fetches, it keeps the network manager only to build
  /// the detail screen. The comment says so, and points at the builder, not the interactor.
  @Test func aViewControllerThatOnlyHandsDataToTheScreenItBuildsIsToldSo() {
    let source = """
      final class ShowsViewController: UIViewController {
        private let networkManager: NetworkManager  // ✗
        init(networkManager: NetworkManager) {  // ✗
          self.networkManager = networkManager
          super.init(nibName: nil, bundle: nil)
        }
      }
      extension ShowsViewController: ShowsView {
        func showDetail(id: Int) {
          let presenter = ShowDetailPresenter(id: id, networkManager: self.networkManager)
          navigationController?.pushViewController(ShowDetailViewController(presenter: presenter), animated: true)
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    // One service, one problem: the property and the initialiser's parameter are two places.
    #expect(findings.count == 1)
    #expect(SnippetReview.places(findings) == SnippetReview.markedLines(source))
    #expect(
      findings.allSatisfy {
        $0.message.contains("holds `NetworkManager` only to hand it to the next screen it builds")
          && $0.message.contains("builder") && !$0.message.contains("interactor")
      })
  }

  /// Stage 1: the list fetches and also hands the network manager to the detail it builds.
  @Test func aViewControllerThatFetchesAndHandsDataOnIsToldBoth() {
    let source = """
      final class ShowsViewController: UIViewController {
        private let networkManager: NetworkManager  // ✗
        func load() { networkManager.getShows { shows in self.shows = shows } }
        func open(_ show: Show) {
          navigationController?.pushViewController(
            ShowDetailViewController(show: show, networkManager: networkManager), animated: true)
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(findings.first?.message.contains("reaches data through `NetworkManager` and hands it") == true)
  }

  /// A delegate callback must name UIKit's and Foundation's types: naming them reaches nothing.
  @Test func typesInADelegateCallbacksSignatureAreNotDataAccess() {
    let source = """
      final class WebViewController: UIViewController {
        func urlSession(
          _ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
          completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
          completionHandler(.performDefaultHandling, nil)
        }
        var disposition: URLSession.AuthChallengeDisposition = .performDefaultHandling
        func load() {
          URLSession.shared.dataTask(with: url).resume()  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test(arguments: ["UITabBarController", "UINavigationController", "UIHostingController<RootView>"])
  func containerControllersAreViewControllers(superclass: String) {
    let source = """
      final class MainScreen: \(superclass) {
        func load() { NetworkManager.shared.fetch() }  // ✗
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// A SwiftUI view that formats what it shows with its own formatters, or runs a Core Data
  /// query through `@FetchRequest`, does the presenter's and the interactor's work; its
  /// formatters are one problem (strings made for it), however many it keeps.
  @Test func aSwiftUIViewThatFormatsOrQueriesIsFound() {
    let source = """
      struct TideView: TideScreen {
        @FetchRequest(sortDescriptors: []) var tides: FetchedResults<Tide>
        private var formatter: NumberFormatter {
          let formatter = NumberFormatter()
          return formatter
        }
        private let clock = DateFormatter()
        var body: some View { Text("") }
      }
      """
    let findings = SnippetReview.findings(rule, in: source, others: ["protocol TideScreen: View {}"])
    #expect(findings.map(\.line) == [2, 3])
    #expect(SnippetReview.places(findings) == [2, 3, 4, 7])
    #expect(findings.allSatisfy { $0.confidence == .high })
  }

  /// A screen that asks a builder for the next module assembles it itself, a router's job; a
  /// factory that only makes the values the screen shows assembles nothing.
  @Test func aViewThatAssemblesTheNextModuleIsFound() {
    let source = """
      final class HarbourViewController: UIViewController {
        func openDock() {
          let dock = DockBuilder().build()  // ✗
          navigationController?.pushViewController(dock, animated: true)
        }
        func rows() -> [BuoyRow] { BuoyRowFactory().rows() }
      }
      """
    let others = [
      """
      final class DockBuilder {
        func build() -> UIViewController {
          let view = DockViewController()
          let presenter = DockPresenter()
          view.presenter = presenter
          return view
        }
      }
      final class DockViewController: UIViewController { var presenter: DockPresenter? }
      final class DockPresenter {}
      struct BuoyRow { let title: String }
      final class BuoyRowFactory { func rows() -> [BuoyRow] { [BuoyRow(title: "a")] } }
      """
    ]
    let findings = SnippetReview.findings(rule, in: source, others: others)
    #expect(findings.map(\.line) == [3])
    #expect(findings.first?.message.contains("assembles another module") == true)
  }

  /// A screen's own nested type is the one its code names, whatever role the project's model
  /// gives another type of that name elsewhere (a `Constants` in a formatters folder).
  @Test func aNestedTypeSharingAFormattersNameIsTheViewsOwn() {
    let files = [
      "Shop/Formatters/Constants.swift": """
      enum Constants { static func price(_ value: Double) -> String { String(format: "%.2f", value) } }
      """,
      "Shop/View/TillViewController.swift": """
      final class TillViewController: UIViewController {
        private enum Constants { static let inset = 8.0 }
        func layout() { view.layoutMargins.left = Constants.inset }
      }
      """,
      "Shop/View/ReceiptViewController.swift": """
      final class ReceiptViewController: UIViewController {
        func show(_ total: Double) { title = Constants.price(total) }
      }
      """,
    ]
    let sources = files.sorted { $0.key < $1.key }.map {
      SourceFile(path: $0.key, source: $0.value, relativePath: $0.key)
    }
    let context = ReviewContext(files: sources)
    #expect(context.roles.role(of: "Constants", from: nil) == .formatter)
    let lines = sources.map { rule.findings(in: $0, context: context).map(\.line) }
    #expect(lines == [[], [2], []])
  }

  /// A `…Formatter` of the project whose members all answer something else than text (whether
  /// a keystroke keeps a valid amount) checks input and formats nothing to show; one that
  /// hands out a string is still formatting in the view.
  @Test func aFormatterThatAnswersNoTextIsAValidator() {
    let source = """
      final class TollViewController: UIViewController {
        var checker: TollInputFormatterProtocol!
        var labeller: TollLabelFormatterProtocol!  // ✗
        func allows(_ text: String) -> Bool { checker.isValid(input: text) }
      }
      """
    let others = [
      """
      protocol TollInputFormatterProtocol {
        var allowsFraction: Bool { get }
        func isValid(input: String) -> Bool
      }
      protocol TollLabelFormatterProtocol { func label(for toll: Int) -> String }
      """
    ]
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: others))
  }

  /// A screen that makes the next screen and shows it (wrapped in a navigation controller or
  /// not) does the router's and the builder's work; presenting an alert, a system picker, or a
  /// screen without showing it (a child it embeds) is the view's own, as is showing one of the
  /// platform's screens.
  @Test func aViewControllerThatMakesAndShowsTheNextScreen() {
    let source = """
      final class HarbourViewController: UIViewController {
        @objc func didTapInfo() {
          let info = HarbourInfoViewController()  // ✗
          present(UINavigationController(rootViewController: info), animated: true)
        }
        func openChart() {
          let chart = UIStoryboard(name: "Chart", bundle: nil).instantiateViewController(withIdentifier: "chart")  // ✗
          navigationController?.pushViewController(chart, animated: true)
        }
        func warn() {
          present(UIAlertController(title: "Tide", message: nil, preferredStyle: .alert), animated: true)
          present(HarbourAlertController(), animated: true)
          present(UIVideoEditorController(), animated: true)
        }
        func embed() {
          let legend = HarbourLegendViewController()
          addChild(legend)
        }
      }
      """
    let others = [
      """
      final class HarbourInfoViewController: UIViewController {}
      final class HarbourLegendViewController: UIViewController {}
      final class HarbourAlertController: UIViewController {}
      """
    ]
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: others))
    let message = SnippetReview.findings(rule, in: source, others: others).first?.message ?? ""
    #expect(message.contains("creates `HarbourInfoViewController` and shows it itself"))
  }
}
