import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One HTTP request over URLSession that ends by `timeout` at the latest.
///
/// Built on a completion handler rather than URLSession's async `data(for:)`: on Linux,
/// cancelling that async call from a task group at the moment the answer arrives deadlocks
/// (the cancellation waits for URLSession's queue while that queue waits to resume the
/// task). Here the deadline and cancellation call `cancel()` from a dispatch queue of their
/// own, outside the task's locks.
struct HTTPExchange: Sendable {
  let session: URLSession
  let timeout: Duration
  /// Thrown when the answer is not complete in time.
  let timeoutError: any Error

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let outcome = ExchangeOutcome()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        outcome.start(continuation)
        guard !outcome.isFinished else { return }
        let task = session.dataTask(with: request) { data, response, error in
          outcome.finish(Self.result(data, response, error, task: outcome.task))
        }
        outcome.task = task
        task.resume()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout.timeInterval) { [timeoutError] in
          outcome.finish(.failure(timeoutError))
        }
      }
    } onCancel: {
      outcome.finish(.failure(CancellationError()))
    }
  }

  private static func result(
    _ data: Data?, _ response: URLResponse?, _ error: (any Error)?, task: URLSessionTask?
  ) -> Result<(Data, HTTPURLResponse), any Error> {
    if let error {
      // URLSession learns the length to expect (-1 when unannounced) from the headers, so a
      // length other than 0 means the answer had begun; the completion handler's `response`
      // is nil after a failure and cannot tell.
      let hadBegun = (task?.countOfBytesExpectedToReceive ?? 0) != 0
      return .failure(hadBegun ? InterruptedAnswer(underlying: error) : error)
    }
    guard let http = response as? HTTPURLResponse else { return .failure(URLError(.badServerResponse)) }
    return .success((data ?? Data(), http))
  }
}
