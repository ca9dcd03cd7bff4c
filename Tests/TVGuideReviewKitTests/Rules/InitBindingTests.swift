import TVGuideReviewKit
import Testing

/// Kind 1: declaring a reactive binding in `init` runs nothing and hands out no `self`, in
/// Combine, RxSwift and ReactiveSwift alike; work is I/O, starting SDKs, creating and wiring
/// other modules, handing `self` out.
@Suite("init-does-work: bindings are not work")
struct InitBindingTests {
  let rule = InitDoesWorkRule()

  @Test(arguments: [
    // Combine: a presenter binds its own subjects.
    """
    final class GardenPresenter {
      private let refresh = PassthroughSubject<Void, Never>()
      @Published private(set) var title = ""
      private var cancellables = Set<AnyCancellable>()
      init(interactor: GardenInteractorInput) {
        self.interactor = interactor
        refresh.sink { [weak self] in self?.reload() }.store(in: &cancellables)
        $title.removeDuplicates().assign(to: &$heading)
      }
    }
    """,
    // RxSwift and RxCocoa: inputs bound to outputs, driven, subscribed.
    """
    final class SeedListPresenter {
      private let disposeBag = DisposeBag()
      init(input: SeedListInput, output: SeedListOutput) {
        input.viewDidLoad.bind(to: output.loading).disposed(by: disposeBag)
        input.selection.asDriver(onErrorJustReturn: 0).drive(output.selected).disposed(by: disposeBag)
        input.refresh.subscribe(onNext: { [unowned self] in self.reload() }).disposed(by: disposeBag)
      }
    }
    """,
    // ReactiveSwift.
    """
    final class HarvestRouter {
      init(events: Signal<Int, Never>) {
        events.observeValues { [weak self] in self?.open($0) }
        reactive.lifetime += events.observeCompleted {}
      }
    }
    """,
    // A method of its own that only declares bindings.
    """
    final class WeatherPresenter {
      private var cancellables = Set<AnyCancellable>()
      init(refresh: PassthroughSubject<Void, Never>) {
        bindInputs(refresh)
      }
      private func bindInputs(_ refresh: PassthroughSubject<Void, Never>) {
        refresh.sink { [weak self] in self?.update() }.store(in: &cancellables)
      }
    }
    """,
  ])
  func bindingsInAnInitAreNotWork(source: String) {
    #expect(SnippetReview.findings(rule, in: source).isEmpty)
  }

  /// Subscribing to what an interactor or a service returns starts the request; wiring,
  /// handing `self` out, starting an SDK and reaching data through a method of its own are
  /// work, found through the call.
  @Test func workIsFoundAlsoBesideBindingsAndThroughCalls() {
    let source = """
      final class GardenPresenter {
        private var cancellables = Set<AnyCancellable>()
        init(interactor: GardenInteractorInput, service: SeedService) {
          self.interactor = interactor
          interactor.loadGarden().sink { [weak self] in self?.show($0) }.store(in: &cancellables)  // ✗
          service.seeds().subscribe(onNext: { [weak self] in self?.show($0) }).disposed(by: bag)  // ✗
          interactor.output = self  // ✗
          prepare()  // ✗
          FirebaseApp.configure()  // ✗
        }
        private func prepare() {
          URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume()
        }
      }
      """
    let others = "protocol GardenInteractorInput: AnyObject {}\nfinal class SeedService {}"
    let findings = SnippetReview.findings(rule, in: source, others: [others])
    // One initialiser, one problem: its first work, the others listed under it.
    #expect(findings.count == 1)
    #expect(SnippetReview.places(findings) == SnippetReview.markedLines(source))
    #expect(
      findings.first?.related.contains {
        $0.message.hasPrefix("`init` calls `prepare()`, which calls `URLSession.shared.dataTask")
      } == true)
  }

  /// Kind 7: a message quotes code on one line, however the code is wrapped.
  @Test func aMessageQuotingWrappedCodeIsOneLine() {
    let source = """
      final class SeedPresenter {
        init(service: SeedService) {
          service
            .fetchAll(
              limit: 10)
        }
      }
      """
    let findings = SnippetReview.findings(rule, in: source, others: ["final class SeedService {}"])
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("`service.fetchAll`") == true)
    #expect(findings.allSatisfy { !$0.message.contains("\n") })
    let text = TextReportFormatter().format(ReviewReport(findings: findings, fileCount: 1))
    #expect(text.split(separator: "\n").count == 3, "the finding, the comments it cites, the summary")
  }
}
