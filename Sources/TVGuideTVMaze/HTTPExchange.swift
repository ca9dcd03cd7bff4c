import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One HTTP request over URLSession that connects by `connectTimeout`, ends by `timeout` at
/// the latest and reads at most `maximumSize` bytes of answer.
///
/// Built on URLSession's delegate rather than its async `data(for:)`: on Linux, cancelling
/// that async call from a task group at the moment the answer arrives deadlocks (the
/// cancellation waits for URLSession's queue while that queue waits to resume the task), and
/// only the delegate sees the body arrive piece by piece. The limits call `cancel()` from a
/// dispatch queue of their own, outside the task's locks.
struct HTTPExchange: Sendable {
  let session: URLSession
  let delegate: ExchangeDelegate
  let limits: ExchangeLimits

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let outcome = ExchangeOutcome(url: request.url, maximumSize: limits.maximumSize)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        outcome.start(continuation)
        guard !outcome.isFinished else { return }
        let task = session.dataTask(with: request)
        delegate.register(outcome, for: task)
        outcome.task = task
        task.resume()
        watchConnecting(request.url, outcome)
        outcome.fail(with: limits.timeoutError, after: limits.timeout)
      }
    } onCancel: {
      outcome.finish(.failure(CancellationError()))
    }
  }

  /// Fails the exchange when nothing has connected by the connect timeout. A probe that
  /// fails before it (refused, unknown host) ends the connecting too: URLSession reports
  /// those failures itself.
  private func watchConnecting(_ url: URL?, _ outcome: ExchangeOutcome) {
    guard let probe = url.flatMap({ ConnectionProbe(url: $0) }) else { return }
    let timeout = limits.connectTimeout
    // Weak, like the deadlines: the probe may outlast an exchange that has already answered.
    DispatchQueue.global().async { [weak outcome] in
      if probe.connect(within: timeout) != .timedOut { outcome?.settleConnecting() }
    }
    outcome.fail(with: limits.connectTimeoutError, after: timeout, onlyWhileConnecting: true)
  }
}
