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
          outcome.finish(Self.result(data, response, error))
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

  private static func result(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?)
    -> Result<(Data, HTTPURLResponse), any Error>
  {
    if let error { return .failure(error) }
    guard let http = response as? HTTPURLResponse else { return .failure(URLError(.badServerResponse)) }
    return .success((data ?? Data(), http))
  }
}
