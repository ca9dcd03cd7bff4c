import TVGuideReviewKit
import Testing

/// A subscription to a source that completes (a request, a `Future`, `Just`, a first value)
/// holds its closures only until it completes, even stored in `cancellables`: the object lives
/// as long as the request, then both go. A source that never completes (a subject, a
/// published property) keeps them as long as the object keeps the subscription: a cycle.
@Suite("strong-self-capture on completing publishers")
struct CompletingPublisherTests {
  let rule = StrongSelfCaptureRule()

  @Test func aRequestOrASingleValueIsNoCycle() {
    let source = """
      final class ForecastPresenter {
        var cancellables = Set<AnyCancellable>()
        let queries = PassthroughSubject<String, Never>()
        @Published var query = ""
        var text = ""
        func load(_ request: URLRequest) {
          URLSession.shared.dataTaskPublisher(for: request).sink(receiveCompletion: { _ in self.text = "" },
            receiveValue: { self.text = "\\($0)" }).store(in: &cancellables)
          Future<String, Never> { $0(.success("")) }.sink { self.text = $0 }.store(in: &cancellables)
          Just("sunny").sink { self.text = $0 }.store(in: &cancellables)
          queries.first().sink { self.text = $0 }.store(in: &cancellables)
          queries.sink { self.text = $0 }.store(in: &cancellables)  // ✗
          $query.sink { self.text = $0 }.store(in: &cancellables)  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// A source cut to a count of values (`take(1)`, `prefix(2)`, `take(first: 1)`) ends after
  /// them and lets its closures go; one that flat-maps into another source after the cut lives
  /// as long as that source, and a cut on a condition (`take(until:)`) says nothing.
  @Test func aSourceCutToACountOfValuesIsNoCycle() {
    let source = """
      final class HarbourPresenter {
        let disposeBag = DisposeBag()
        let tides = PublishSubject<Int>()
        let closing = PublishSubject<Void>()
        var level = 0
        func watch() {
          let more = tides
          tides.take(1).subscribe(onNext: { self.level = $0 }).disposed(by: disposeBag)
          tides.map { $0 * 2 }.prefix(2).subscribe(onNext: { self.level = $0 }).disposed(by: disposeBag)
          tides.take(first: 1).subscribe(onNext: { self.level = $0 }).disposed(by: disposeBag)
          tides.take(1).flatMap { _ in more }.subscribe(onNext: { self.level = $0 }).disposed(by: disposeBag)  // ✗
          tides.take(until: closing).subscribe(onNext: { self.level = $0 }).disposed(by: disposeBag)  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// A task kept in a bag so it can be cancelled ends when its work does: its closure goes
  /// then. One that loops over a stream (`for await`) lives as long as the stream.
  @Test func aOneShotTaskIsNoCycle() {
    let source = """
      final class HarbourInteractor {
        var bag = Set<AnyCancellable>()
        var level = 0
        func load(_ gauge: Gauge) {
          Task { self.level = await gauge.read() }.store(in: &bag)
          Task { for await value in gauge.readings { self.level = value } }.store(in: &bag)  // ✗
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source))
  }

  /// A call into the project that reaches the network hands back a request: every
  /// implementation the call may run must reach it.
  @Test func aProjectCallThatReachesTheNetworkIsARequest() {
    let source = """
      final class ForecastPresenter {
        var cancellables = Set<AnyCancellable>()
        let interactor: ForecastInteractor
        var text = ""
        func load() {
          interactor.forecast().sink { self.text = $0 }.store(in: &cancellables)
          interactor.updates().sink { self.text = $0 }.store(in: &cancellables)  // ✗
        }
      }
      """
    let interactor = """
      final class ForecastInteractor {
        let source = ForecastSource()
        let changes = CurrentValueSubject<String, Never>("")
        func forecast() -> AnyPublisher<String, URLError> { source.fetch() }
        func updates() -> AnyPublisher<String, Never> { changes.eraseToAnyPublisher() }
      }
      final class ForecastSource {
        func fetch() -> AnyPublisher<String, URLError> {
          URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.org")!)
            .map { String(decoding: $0.data, as: UTF8.self) }.eraseToAnyPublisher()
        }
      }
      """
    #expect(SnippetReview.findsMarkedLines(rule, in: source, others: [interactor]))
  }
}
