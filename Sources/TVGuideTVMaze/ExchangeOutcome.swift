import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The one outcome of an `HTTPExchange`, whichever comes first: the answer, a limit (size,
/// redirects, connecting, the deadline) or cancellation. Whatever comes later is dropped, and
/// a request still running is cancelled from a dispatch queue, never from inside the
/// caller's task. It also gathers the answer as URLSession's delegate hands it over.
final class ExchangeOutcome: @unchecked Sendable {
  /// More redirects than this, or one back to an address already visited, is a loop.
  static let maximumRedirects = 10

  private let lock = NSLock()
  private let maximumSize: Int
  private var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>?
  private var early: Result<(Data, HTTPURLResponse), any Error>?
  private var finished = false
  private var pendingTask: URLSessionDataTask?
  private var response: HTTPURLResponse?
  private var body = Data()
  private var visited: Set<URL>
  private var lastRedirect: URL?
  private var connectingSettled = false

  init(url: URL? = nil, maximumSize: Int = TVMazeConfiguration.defaultMaximumAnswerSize) {
    self.maximumSize = maximumSize
    visited = Set(url.map { [$0] } ?? [])
  }

  /// The request, so that a limit or cancellation can stop it.
  var task: URLSessionDataTask? {
    get { lock.withLock { pendingTask } }
    set { lock.withLock { pendingTask = newValue } }
  }

  var isFinished: Bool { lock.withLock { finished } }

  /// Whether connecting is over: the probe connected or failed in time, or an answer began.
  var hasConnected: Bool { lock.withLock { connectingSettled || response != nil } }

  func start(_ continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) {
    let already: Result<(Data, HTTPURLResponse), any Error>? = lock.withLock {
      guard let early else {
        self.continuation = continuation
        return nil
      }
      return early
    }
    if let already { continuation.resume(with: already) }
  }

  /// `cancelsTask` false leaves the request to end by itself: while FoundationNetworking waits
  /// for a redirect's decision, a `cancel()` racing the decision makes it trap ("Received
  /// callback for HTTP redirection, but we're not waiting for it").
  func finish(_ result: Result<(Data, HTTPURLResponse), any Error>, cancelsTask: Bool = true) {
    let (waiting, task): (CheckedContinuation<(Data, HTTPURLResponse), any Error>?, URLSessionDataTask?) =
      lock.withLock {
        guard !finished else { return (nil, nil) }
        finished = true
        // The answer now belongs to the caller (or to nobody): keeping it here would hold
        // up to `maximumSize` bytes for as long as anything still holds this outcome.
        body = Data()
        if continuation == nil { early = result }
        defer { continuation = nil }
        return (continuation, pendingTask)
      }
    waiting?.resume(with: result)
    if case .failure = result, cancelsTask, let task {
      DispatchQueue.global().async { task.cancel() }
    }
  }

  /// Fails the exchange with `error` once `delay` has passed, unless it has finished by then
  /// or, with `onlyWhileConnecting`, connecting is over. The timer holds the outcome weakly:
  /// a finished exchange must not stay in memory until a deadline it no longer needs.
  func fail(with error: any Error, after delay: Duration, onlyWhileConnecting: Bool = false) {
    DispatchQueue.global().asyncAfter(deadline: .now() + delay.timeInterval) { [weak self] in
      guard let self, !(onlyWhileConnecting && hasConnected) else { return }
      finish(.failure(error))
    }
  }

  /// Connecting is over without an answer yet, and no longer timed.
  func settleConnecting() {
    lock.withLock { connectingSettled = true }
  }

  // MARK: What URLSession hands over

  /// The final answer's status and headers; false (and the exchange fails) when it
  /// announces more bytes than may be read.
  func receive(_ response: URLResponse) -> Bool {
    let http = response as? HTTPURLResponse
    let announced = response.expectedContentLength
    let fits = announced <= Int64(maximumSize)
    lock.withLock {
      self.response = http
      body = Data()
      if fits, announced > 0 { body.reserveCapacity(Int(announced)) }
    }
    if !fits { finish(.failure(AnswerTooLarge(limit: maximumSize))) }
    return fits
  }

  /// The next piece of the body; false (and the exchange fails) past the size limit.
  func receive(_ data: Data) -> Bool {
    let fits = lock.withLock {
      // After a limit or cancellation, nothing more is kept while the request stops.
      guard !finished, body.count + data.count <= maximumSize else { return false }
      body.append(data)
      return true
    }
    if !fits { finish(.failure(AnswerTooLarge(limit: maximumSize))) }
    return fits
  }

  /// Whether to follow a redirect to `url`; false (and the exchange fails) for a loop.
  func redirect(to url: URL?) -> Bool {
    let follows = lock.withLock {
      // A redirect's own status and headers are not the answer.
      response = nil
      guard let url, visited.count <= Self.maximumRedirects else { return false }
      lastRedirect = url
      return visited.insert(url).inserted
    }
    // Not followed, the redirect itself ends the request at once, as its final answer.
    if !follows { finish(.failure(RedirectLoop()), cancelsTask: false) }
    return follows
  }

  /// The transfer ended: the answer, or the error with whether the answer had begun.
  func complete(with error: (any Error)?) {
    let (response, body, redirect) = lock.withLock { (self.response, self.body, lastRedirect) }
    if let error {
      finish(.failure(Self.failure(error, answerBegan: response != nil, after: redirect)))
    } else if let response {
      finish(.success((body, response)))
    } else {
      finish(.failure(URLError(.badServerResponse)))
    }
  }

  /// Whether the answer had begun tells a cut-off answer from an unreachable server, and a
  /// redirect names the server that could not be reached.
  private static func failure(_ error: any Error, answerBegan: Bool, after redirect: URL?) -> any Error {
    if answerBegan { return InterruptedAnswer(underlying: error) }
    guard let redirect else { return error }
    return UnreachableRedirect(host: TVMazeConfiguration.hostDescription(of: redirect), underlying: error)
  }
}
