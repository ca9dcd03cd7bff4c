extension RuleDocumentation {
  static let strongSelfCapture = RuleDocumentation(
    decides: """
      A closure that captures `self` strongly (it names `self` with no `[weak self]` or \
      `[unowned self]`, captures `[self]`, or names the strong `self` a `guard let self` made \
      inside a weak closure) is reported when the object keeps it, following the ownership \
      graph from the object: assigned to a property (`onChange = { … }`, \
      `self.viewModel.onUpdate = { … }`, each step held strongly); the `lazy var` it \
      initialises, also from inside `lazy var x = { Action { … } }()`; the body of a `Task`, \
      `DispatchWorkItem` or `Timer` stored in a property; handed to the initialiser of an \
      object the object keeps (`refresher = Refresher({ … })`); in a subscription the object \
      keeps — Combine's `.store(in: &cancellables)` or a stored `AnyCancellable`, RxSwift's \
      `.disposed(by: disposeBag)` (also `rx.disposeBag`), ReactiveSwift's `disposables += …`, \
      or an Rx or ReactiveSwift subscription to a subject or signal the object holds, which \
      keeps its observers; handed to a method of an object it owns that stores it (a \
      presenter's closure given to its router, which keeps it in a property: presenter → \
      router → closure → presenter); registered in a dependency-injection container the \
      object keeps (Swinject's `container.register(T.self) { … }` and `.initCompleted { … }`, \
      which the container keeps as long as it lives); or assigned to a cell or view of its own \
      table (`cell.onTap = { … }` in a view controller). `assign(to:on: self)` kept the same \
      ways is reported too, and so is an instance method passed where a closure goes \
      (`.subscribe(onNext: self.show)`, `.sink(receiveValue: show)`): it is bound to a strong \
      `self`, with no capture list to weaken.
      """,
    lesson: """
      The stage 2 review added `[weak self]` to the callbacks, because an object that keeps a \
      closure that keeps the object is a reference cycle of its own kind, invisible in the \
      property declarations. Stage 3 kept its load task, captured weakly.
      """,
    notReported: """
      `[weak self]`, `[unowned self]`, `withUnretained(self)`, and closures that use no `self`; \
      non-escaping closures (`map`, `forEach`); closures nobody keeps: a `Task` nobody stores, \
      a network callback, a Combine `sink` whose cancellable is dropped, a subscription to \
      what a call returns (`service.fetch().subscribe`), which ends with it, or to a one-shot \
      Rx `Single` or `Maybe` (a chain with `onSuccess` handlers), which lets its observers go \
      once it has its value; a subscription to a source that completes — a URL session's \
      `dataTaskPublisher`, a `Future`, `Just` or `Fail`, a `.first()` value, a source cut to a count \
      of values (`take(1)`, `prefix(2)`, with nothing after the cut, such as a `flatMap`, \
      bringing in another source), a stored `Task` whose work loops over no stream (no \
      `for await`, `while` or `repeat`), or a call into the \
      project whose every implementation reaches the network (an interactor's `fetch()` \
      handing back its request) — even when it is stored in `cancellables`: the closure keeps \
      `self` alive until the request ends, as any completion handler does, and is let go then, \
      so there is no lasting cycle (a chain that also reads a published property, `$query`, \
      does not end with the request and is reported); closures kept by \
      something held weakly or not owned (a parameter, a weak property); closures in value \
      types; closures of an object that lives as long as the app (made only by the app's \
      delegates or in a static constant, or made only in the initialisers of such objects, as \
      the root screen's presenter is).
      """,
    wrong: """
      final class SeedListViewController: UIViewController {
        private let disposeBag = DisposeBag()
        private var cancellables = Set<AnyCancellable>()
        lazy var refresh = { Action { self.reload() } }()
        func bind() {
          viewModel.title.subscribe(onNext: { self.title = $0 }).disposed(by: disposeBag)
          viewModel.$rows.sink { self.render($0) }.store(in: &cancellables)
        }
      }
      final class SeedPresenter {
        private let router: SeedRouter
        func close() { router.open(onClose: { self.reload() }) }   // the router keeps onClose
      }
      final class SeedRouter {
        private var onClose: (() -> Void)?
        func open(onClose: @escaping () -> Void) { self.onClose = onClose }
      }
      """,
    right: """
      final class SeedListViewController: UIViewController {
        private let disposeBag = DisposeBag()
        private var cancellables = Set<AnyCancellable>()
        lazy var refresh = { Action { [unowned self] in self.reload() } }()
        func bind() {
          viewModel.title.subscribe(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
          viewModel.$rows.sink { [weak self] in self?.render($0) }.store(in: &cancellables)
        }
      }
      final class SeedPresenter {
        private let router: SeedRouter
        func close() { router.open(onClose: { [weak self] in self?.reload() }) }
      }
      """)
}
