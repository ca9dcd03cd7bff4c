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
