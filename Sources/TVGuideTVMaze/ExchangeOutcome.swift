import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The one outcome of an `HTTPExchange`, whichever comes first: the answer, the deadline or
/// cancellation. Whatever comes later is dropped, and a request still running is cancelled
/// from a dispatch queue, never from inside the caller's task.
final class ExchangeOutcome: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>?
  private var early: Result<(Data, HTTPURLResponse), any Error>?
  private var finished = false
  private var pendingTask: URLSessionDataTask?

  /// The request, so that a deadline or cancellation can stop it.
  var task: URLSessionDataTask? {
    get { lock.withLock { pendingTask } }
    set { lock.withLock { pendingTask = newValue } }
  }

  var isFinished: Bool { lock.withLock { finished } }

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

  func finish(_ result: Result<(Data, HTTPURLResponse), any Error>) {
    let (waiting, task): (CheckedContinuation<(Data, HTTPURLResponse), any Error>?, URLSessionDataTask?) =
      lock.withLock {
        guard !finished else { return (nil, nil) }
        finished = true
        if continuation == nil { early = result }
        defer { continuation = nil }
        return (continuation, pendingTask)
      }
    waiting?.resume(with: result)
    if case .failure = result, let task {
      DispatchQueue.global().async { task.cancel() }
    }
  }
}
