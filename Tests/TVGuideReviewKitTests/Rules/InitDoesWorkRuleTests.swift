import TVGuideReviewKit
import Testing

@Suite("init-does-work")
struct InitDoesWorkRuleTests {
  let rule = InitDoesWorkRule()

  @Test func anInitThatWiresADelegateIsAWarning() {
    let source = """
      final class ShowsViewController: UIViewController {
        private let tableView = UITableView()
        init() {
          super.init(nibName: nil, bundle: nil)
          tableView.delegate = self  // ✗
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == [5])
    #expect(findings.first?.column == 5)
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.message.contains("`init` wires `tableView.delegate`") == true)
  }

  /// Clearing a delegate in `init` connects nothing to anything.
  @Test func anInitThatClearsADelegateIsFine() {
    let source = """
      final class HarbourNavigationController: UINavigationController {
        init() {
          super.init(nibName: nil, bundle: nil)
          setUp()
        }
        private func setUp() {
          interactivePopGestureRecognizer?.delegate = nil
          pier.delegate = nil
        }
      }
      """
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  @Test func callsTasksDataAndHandingOutSelfAreFound() {
    let source = """
      final class ShowsPresenter {
        init(interactor: ShowsInteractor) {
          self.interactor = interactor
          interactor.output = self  // ✗
          self.view = ShowsView(presenter: self)  // ✗
          loadShows()  // ✗
          if interactor.isReady {
            try? interactor.prepare()  // ✗
          }
          self.task = Task { await self.load() }  // ✗
          self.shows = NetworkManager.shared.cachedShows()  // ✗
          NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .x, object: nil)  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test(arguments: [
    // Stored properties, inherited ones, nested state, super and self delegation.
    """
    final class ShowListPresenter {
      init(interactor: any ShowListInteractorInput, router: any ShowListRouterInput, firstPage: Int = 0) {
        self.interactor = interactor
        self.router = router
        index.nextPage = firstPage
      }
    }
    """,
    """
    final class ShowListViewController: TextViewController {
      override init() {
        super.init()
        title = "TV Guide"
      }
      convenience init(title: String) {
        self.init()
        self.title = title.isEmpty ? nil : title
        precondition(!title.isEmpty)
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    """,
    // Building the initial value of a property, closures that run later.
    """
    final class ShowsRouter {
      init(detailBuilder: any ShowDetailModuleBuilding) {
        self.detailBuilder = detailBuilder
        self.formatter = RatingFormatter()
        self.makeDetail = { id in detailBuilder.makeShowDetail(showID: id) }
        guard let first = ids.first else { return }
        self.first = first
      }
    }
    """,
    // Types that are not parts of a screen's module may compute their state.
    "final class ReadInBackground { init(_ handle: FileHandle) { Thread.detachNewThread { handle.read() } } }",
    "struct ShowSearchIndex { init(entries: [Entry]) { build(entries) } }",
    "actor BundledCatalog { init() { location = CatalogLocation.find() } }",
  ])
  func initsThatOnlyInitialiseAreFine(source: String) {
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// A view has no `viewDidLoad`: UIKit builds a view's subviews, their layout and their
  /// delegates in its `init`.
  @Test func aViewBuildingItsSubviewsInItsInitIsFine() {
    let source = """
      final class ShowHeaderView: UIView {
        private let label = UILabel()
        private let field = UITextField()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(label)
          label.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: topAnchor)])
          field.delegate = self
          addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
          configure()
        }
      }
      """
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// What no view should do in `init` is still found, with advice that fits a view.
  @Test func aViewThatWiresItsPresenterStartsWorkOrFetchesIsAWarning() {
    let source = """
      final class ShowHeaderView: TextView {
        init(presenter: ShowHeaderPresenter) {
          super.init()
          addSubview(label)
          presenter.view = self  // ✗
          Task { await presenter.load() }  // ✗
          NetworkManager.shared.prefetch(into: self)  // ✗
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(SnippetReview.places(findings) == SnippetReview.markedLines(source))
    #expect(findings.allSatisfy { !$0.message.contains("viewDidLoad") }, "a view has no viewDidLoad")
    #expect(findings.first?.message.contains("let the builder connect the view to its presenter") == true)
  }

  /// Deferring its own drawing to the main queue starts no work; a background queue does.
  @Test func aViewDeferringItsOwnDrawingToTheMainQueueIsFine() {
    let source = """
      final class SpinnerButton: UIButton {
        init() {
          super.init(frame: .zero)
          reset()
          DispatchQueue.global().async { self.warmUp() }  // ✗
        }
        func reset() {
          DispatchQueue.main.async { self.setTitle("Go", for: .normal) }
        }
        func warmUp() {}
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// Logging and building a local collection compute nothing another object sees.
  @Test func loggingAndBuildingALocalAreFine() {
    let source = """
      final class HomePresenter {
        let titles: [String]
        init(names: [String]) {
          print("HomePresenter created")
          var titles: [String] = []
          for name in names { titles.append(name.uppercased()) }
          self.titles = titles
        }
      }
      """
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// A call on a local object is still work.
  @Test func aCallOnALocalObjectIsStillFound() {
    let source = """
      final class HomePresenter {
        init() {
          let loader = Loader()
          loader.start()  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// UIKit's two initialisers both calling one `setUp()` that wires the module are one
  /// problem, fixed once: one finding, the second initialiser listed under it.
  @Test func theSameWorkInTwoInitialisersIsOneFinding() {
    let source = """
      final class LanternViewController: UIViewController {
        override init(nibName: String?, bundle: Bundle?) {
          super.init(nibName: nibName, bundle: bundle)
          setUp()  // ✗
        }
        required init?(coder: NSCoder) {
          super.init(coder: coder)
          setUp()  // ✗
        }
        private func setUp() {
          let presenter = LanternPresenter()
          presenter.view = self
        }
      }
      final class LanternPresenter { weak var view: LanternViewController? }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.count == 1)
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// A use case is shared by the modules that use it, no module's part: starting what it keeps
  /// up to date when it is made is its own business. An interactor doing the same is reported.
  @Test func aUseCaseIsNoModulePart() {
    let source = """
      final class TideUseCase {
        private let gauge: GaugeService
        init(gauge: GaugeService) {
          self.gauge = gauge
          gauge.startReading()
        }
      }
      final class TideInteractor {
        private let gauge: GaugeService
        init(gauge: GaugeService) {
          self.gauge = gauge
          gauge.startReading()  // ✗
        }
      }
      """
    let others = [
      "final class GaugeService { func startReading() { URLSession.shared.dataTask(with: URL(fileURLWithPath: \"/\")).resume() } }"
    ]
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: others))
  }
}
