import TVGuideReviewKit
import Testing

@Suite("strong-self-capture")
struct StrongSelfCaptureRuleTests {
  let rule = StrongSelfCaptureRule()

  @Test func aStoredCallbackThatCapturesSelfIsAnError() {
    let source = """
      final class ShowsViewController {
        var onShowsLoaded: (() -> Void)?
        func viewDidLoad() {
          onShowsLoaded = { self.reload() }  // ✗
        }
        func reload() {}
      }
      """
    let findings = SnippetReview.findings(rule, in: source)
    #expect(findings.map(\.line) == [4])
    #expect(findings.first?.column == 21)
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.message.contains("`onShowsLoaded` keeps this closure") == true)
  }

  /// A `Single` or `Maybe` lets its observers go once it has its value; a stream does not.
  @Test func aOneShotSourceReleasesItsClosure() {
    let source = """
      final class PondAssembly {
        let disposeBag = DisposeBag()
        let ready: Single<Void>
        let ripples: Observable<Int>
        func wire() {
          ready.subscribe(onSuccess: { self.connect() }).disposed(by: disposeBag)
          ready.do(onSuccess: { _ in self.connect() }).subscribe().disposed(by: disposeBag)
          ripples.subscribe(onNext: { _ in self.connect() }).disposed(by: disposeBag)  // ✗
        }
        func connect() {}
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test func everyWayAnObjectKeepsAClosureIsFound() {
    let source = """
      final class ShowsPresenter {
        var completion: (() -> Void)?
        let searchBar = SearchBar()
        var loadTask: Task<Void, Never>?
        var workItem: DispatchWorkItem?
        var timer: Timer?
        var cancellable: AnyCancellable?
        lazy var retry: () -> Void = { self.load() }  // ✗
        func load() {
          self.completion = { [self] in load() }  // ✗
          searchBar.onTextChange = { text in self.search(text) }  // ✗
          self.searchBar.onCancel = { self.load() }  // ✗
          loadTask = Task { await self.fetch() }  // ✗
          workItem = DispatchWorkItem { self.load() }  // ✗
          completion = { Task { [weak self] in self?.load() } }  // ✗
          timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.load() }  // ✗
          cancellable = publisher.sink { value in self.show(value) }  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// A method passed where a closure goes is bound to `self`: kept by a subscription the
  /// object keeps, it is a cycle with no capture list to weaken it.
  @Test func aMethodPassedToAKeptSubscriptionIsFound() {
    let source = """
      final class PondPresenter {
        let ripples = PublishSubject<Int>()
        let disposeBag = DisposeBag()
        var cancellables = Set<AnyCancellable>()
        func start(levels: AnyPublisher<Int, Never>, service: PondService) {
          ripples.subscribe(onNext: self.show).disposed(by: disposeBag)  // ✗
          levels.sink(receiveValue: show).store(in: &cancellables)  // ✗
          service.fetch().subscribe(onNext: show)
          ripples.subscribe(onNext: { [weak self] in self?.show($0) }).disposed(by: disposeBag)
          levels.sink(receiveValue: Self.log).store(in: &cancellables)
        }
        func show(_ level: Int) {}
        static func log(_ level: Int) {}
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// A dependency-injection container keeps its factories; an assembly that keeps the
  /// container and registers factories that use it strongly is a cycle.
  @Test func aFactoryRegisteredInAContainerTheObjectKeepsIsFound() {
    let source = """
      final class PondAssembly {
        private let container: Container
        var theme = "blue"
        init(container: Container) {
          self.container = container
          container.register(PondView.self) { _ in PondView(theme: self.theme) }  // ✗
          container.register(PondRouter.self) { _ in PondRouter() }
            .initCompleted { _, router in router.assembly = self }  // ✗
          container.register(PondPresenter.self) { [weak self] _ in PondPresenter(theme: self?.theme) }
          container.register(PondStore.self) { resolver in PondStore(kind: resolver.resolve(PondKind.self)) }
        }
        func other(container: Container) {
          container.register(PondView.self) { _ in PondView(theme: self.theme) }
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test func aStoredTaskGetsItsOwnMessage() {
    let source = """
      final class P {
        var task: Task<Void, Never>?
        func start() { task = Task { await self.run() } }
      }
      """
    #expect(
      SnippetReview.findings(rule, in: source).first?.message.contains("the task kept in `task`") == true)
  }

  @Test(arguments: [
    // Non-escaping closures.
    "final class P { var rows: [String] = []\n func f() { rows = items.map { self.format($0) } } }",
    "final class P { var groups: [Int: [Show]] = [:]\n func f() { groups = Dictionary(grouping: shows) { self.key($0) } } }",
    // Tasks and callbacks nobody keeps end on their own.
    "final class P { func f() { Task { await self.load() }\n network.fetch { self.show($0) } } }",
    // Weak or unowned captures.
    "final class P { var task: Task<Void, Never>?\n func f() { task = Task { [weak self] in await self?.load() } } }",
    "final class P { var onTap: (() -> Void)?\n func f() { onTap = { [unowned self] in self.tap() } } }",
    "final class P { var t: Task<Void, Never>?\n func f() { t = Task { [weak self, clock] in try? await clock.sleep() } } }",
    // Closures that do not capture `self`.
    "final class P { var onTap: (() -> Void)?\n func f() { onTap = { print(Self.name) } } }",
    "final class P { var onTap: (() -> Void)?\n func f() { onTap = { [label] in label.show() } } }",
    // Kept by something the object does not own.
    "final class R { weak var screen: Screen?\n func f() { screen?.onClose = { self.close() } } }",
    "final class R { func f(other: Screen) { other.onClose = { self.close() } } }",
    "final class R { var onTap: (() -> Void)?\n func f() { var onTap: () -> Void\n onTap = { self.x() }\n onTap() } }",
    // Run where it is written.
    "final class R { lazy var label: Label = { self.makeLabel() }() }",
    // A value type holds a copy of itself, not a cycle.
    "struct S { var onTap: (() -> Void)?\n mutating func f() { onTap = { print(self) } } }",
  ])
  func closuresTheObjectDoesNotKeepOrThatDoNotCaptureSelfAreFine(source: String) {
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// A helper the object keeps, made with a closure that captures `self`.
  @Test func aClosureKeptThroughAnInitialiserIsFound() {
    let source = """
      final class HomeViewController {
        var refresher: Refresher?
        lazy var button = Button(action: { self.tap() })  // ✗
        func viewDidLoad() {
          refresher = Refresher({ self.reload() })  // ✗
          self.refresher = Refresher.init { [weak self] in self?.reload() }
          let local = Refresher { self.reload() }
          local.run()
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  @Test func subscriptionsStoredInCancellablesAreFound() {
    let source = """
      final class HomeViewModel {
        var cancellables = Set<AnyCancellable>()
        var title = ""
        func bind() {
          publisher.sink { self.title = $0 }.store(in: &cancellables)  // ✗
          publisher.map { $0 }.assign(to: \\.title, on: self).store(in: &cancellables)  // ✗
          publisher.sink { [weak self] in self?.title = $0 }.store(in: &cancellables)
          publisher.assign(to: &$title)
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }
}
