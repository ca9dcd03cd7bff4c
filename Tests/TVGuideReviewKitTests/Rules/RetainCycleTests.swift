import TVGuideReviewKit
import Testing

/// Kind 2: retain cycles through closures, found in the ownership graph: who keeps the
/// closure (a dispose bag, cancellables, a `lazy var`, an object the type owns that stores
/// it, a cell of its own table) and whether the closure captures `self` strongly.
@Suite("strong-self-capture: cycles through closures")
struct RetainCycleTests {
  let rule = StrongSelfCaptureRule()

  @Test func subscriptionsKeptByTheObjectAreFound() {
    let source = """
      final class SeedListViewController: UIViewController {
        private let disposeBag = DisposeBag()
        private var cancellables = Set<AnyCancellable>()
        private let refreshed = PublishSubject<Void>()
        let viewModel: SeedListViewModel
        func bind() {
          viewModel.title.subscribe(onNext: { self.title = $0 }).disposed(by: self.disposeBag)  // ✗
          viewModel.rows.drive(onNext: { rows in self.show(rows) }).disposed(by: disposeBag)  // ✗
          viewModel.$count.sink { self.badge = $0 }.store(in: &self.cancellables)  // ✗
          button.rx.tap.map { self.selected }.bind(to: viewModel.pick).disposed(by: rx.disposeBag)  // ✗
          refreshed.subscribe(onNext: { self.reload() })  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test func weakUnownedAndUnretainedSubscriptionsAreClean() {
    let source = """
      final class SeedListViewController: UIViewController {
        private let disposeBag = DisposeBag()
        private var cancellables = Set<AnyCancellable>()
        weak var host: Host?
        func bind(service: SeedService) {
          viewModel.title.subscribe(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
          viewModel.rows.drive(onNext: { [unowned self] rows in self.show(rows) }).disposed(by: disposeBag)
          viewModel.rows.withUnretained(self).subscribe(onNext: { owner, rows in owner.show(rows) })
            .disposed(by: disposeBag)
          viewModel.$count.sink { [weak self] value in
            guard let self else { return }
            self.badge = value
          }.store(in: &cancellables)
          _ = viewModel.$count.sink { self.badge = $0 }
          service.fetch().subscribe(onNext: { self.show($0) })
          host?.publisher.sink { self.badge = $0 }.store(in: &host!.cancellables)
        }
      }
      """
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// A strong `self` rebound by `guard let self` inside a weak closure, kept again by a
  /// subscription made there.
  @Test func aSelfReboundStronglyAndKeptAgainIsFound() {
    let source = """
      final class SeedPresenter {
        private let disposeBag = DisposeBag()
        func bind() {
          input.load.subscribe(onNext: { [weak self] in
            guard let self else { return }
            self.output.rows.subscribe(onNext: { self.render($0) }).disposed(by: self.disposeBag)  // ✗
          }).disposed(by: disposeBag)
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test func aLazyClosureThatMakesAnObjectKeepingItIsFound() {
    let source = """
      final class GardenViewModel {
        lazy var water = { Action { self.pour() } }()  // ✗
        lazy var trim = Action { self.cut() }  // ✗
        lazy var label: String = { self.name.uppercased() }()
        lazy var prune = { Action { [unowned self] in self.cut() } }()
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// presenter → router → closure → presenter: the router stores what it is handed.
  @Test func aClosureHandedToAnObjectThatStoresItIsFound() {
    let router = """
      protocol GardenRouterInput: AnyObject {
        func openSeed(id: Int, onClose: @escaping () -> Void)
        func openMap(_ completion: @escaping (Int) -> Void)
        func openHelp(onClose: @escaping () -> Void)
      }
      final class GardenRouter: GardenRouterInput {
        private var onClose: (() -> Void)?
        private var completions: [(Int) -> Void] = []
        func openSeed(id: Int, onClose: @escaping () -> Void) { self.onClose = onClose }
        func openMap(_ completion: @escaping (Int) -> Void) { completions.append(completion) }
        func openHelp(onClose: @escaping () -> Void) { onClose() }
      }
      """
    let source = """
      final class GardenPresenter {
        private let router: GardenRouterInput
        func seedTapped(_ id: Int) {
          router.openSeed(id: id, onClose: { self.reload() })  // ✗
          router.openMap { self.center($0) }  // ✗
          router.openHelp(onClose: { self.reload() })
          router.openSeed(id: id) { [weak self] in self?.reload() }
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source, others: [router])
    #expect(findings.map(\.line) == SnippetReview.markedLines(source))
    #expect(findings.first?.message.contains("keeps it in `GardenRouter.onClose`") == true)
    #expect(findings.first?.message.contains("self → router → closure → self") == true)
  }

  /// Cells and view models keep closures to their owner.
  @Test func cellsAndViewModelsKeepingAClosureToTheirOwnerAreFound() {
    let source = """
      final class SeedListViewController: UIViewController, UITableViewDataSource {
        let viewModel = SeedListViewModel()
        func viewDidLoad() {
          viewModel.onChange = { self.tableView.reloadData() }  // ✗
          self.viewModel.onError = { [weak self] in self?.alert($0) }
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "seed", for: indexPath) as! SeedCell
          cell.onWater = { self.water(at: indexPath.row) }  // ✗
          cell.onShare = { [weak self] in self?.share(at: indexPath.row) }
          return cell
        }
      }
      """
    let others = "final class SeedCell: UITableViewCell { var onWater: (() -> Void)? }"
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: [others]))
  }
}
