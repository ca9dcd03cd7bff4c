import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// URLSession's delegate for every exchange of a client: hands each task's answer, piece by
/// piece, to its `ExchangeOutcome`, so that the size limit and redirect loops are caught as
/// they happen instead of after the whole body is in memory.
final class ExchangeDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var outcomes: [Int: ExchangeOutcome] = [:]

  /// Call before resuming the task.
  func register(_ outcome: ExchangeOutcome, for task: URLSessionTask) {
    lock.withLock { outcomes[task.taskIdentifier] = outcome }
  }

  private func outcome(of task: URLSessionTask) -> ExchangeOutcome? {
    lock.withLock { outcomes[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let accepted = outcome(of: dataTask)?.receive(response) ?? false
    completionHandler(accepted ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    _ = outcome(of: dataTask)?.receive(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    let follows = outcome(of: task)?.redirect(to: request.url) ?? false
    completionHandler(follows ? request : nil)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let outcome = lock.withLock { outcomes.removeValue(forKey: task.taskIdentifier) }
    outcome?.complete(with: error)
  }
}
