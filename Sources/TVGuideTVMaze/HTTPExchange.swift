import Foundation

/// One HTTP GET with its redirects, each transfer made by `CurlTransfer`: connected by
/// `connectTimeout`, over by `timeout` at the latest (redirects included), and at most
/// `maximumSize` bytes of answer read.
///
/// Redirects are followed here rather than by libcurl, so that a loop (one back to an address
/// already visited) and a chain longer than `maximumRedirects` are caught and told apart, and a
/// server redirected to that cannot be reached is the one named.
struct HTTPExchange: Sendable {
  /// More redirects than this are refused, as is one back to an address already visited.
  static let maximumRedirects = 10
  private static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

  let limits: ExchangeLimits
  /// Request header lines, e.g. `User-Agent: tvguide/1.0`.
  let headers: [String]
  /// Waits until the next hop may be sent: a redirect is one more request to the rate limit
  /// (a lookup is two). The wait does not count against `limits.timeout`.
  var beforeRedirect: @Sendable () async throws -> Void = {}

  /// The final answer's body and head.
  ///
  /// - Throws: `TransferFailure`, `AnswerTooLarge`, `RedirectLoop`, `UnreachableRedirect`
  ///   or `CancellationError`.
  func send(_ url: URL) async throws -> (Data, HTTPHead) {
    let clock = ContinuousClock()
    var deadline = clock.now.advanced(by: limits.timeout)
    var (current, visited, redirected) = (url, Set([url]), URL?.none)
    while true {
      let remaining = clock.now.duration(to: deadline)
      let (head, body): (HTTPHead, Data)
      do {
        guard remaining > .zero else { throw TransferFailure.timedOut }
        (head, body) = try await transfer(current, within: remaining)
      } catch let failure as TransferFailure {
        throw Self.failure(failure, after: redirected)
      }
      guard let next = Self.redirectTarget(of: head, from: current) else { return (body, head) }
      guard visited.insert(next).inserted else { throw RedirectLoop(isLoop: true) }
      guard visited.count <= Self.maximumRedirects + 1 else { throw RedirectLoop(isLoop: false) }
      (current, redirected) = (next, next)
      let waitStart = clock.now
      try await beforeRedirect()
      deadline = deadline.advanced(by: waitStart.duration(to: clock.now))
    }
  }

  private func transfer(_ url: URL, within timeout: Duration) async throws -> (HTTPHead, Data) {
    let transfer = CurlTransfer(
      CurlTransfer.Request(
        url: url, headers: headers, connectTimeout: min(limits.connectTimeout, timeout), timeout: timeout,
        maximumBodySize: limits.maximumSize))
    do {
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          transfer.start { continuation.resume(with: $0) }
        }
      } onCancel: {
        transfer.cancel()
      }
    } catch TransferFailure.cancelled {
      throw CancellationError()
    }
  }

  /// Where a redirect sends the request: an http or https address, relative to `url` or whole.
  private static func redirectTarget(of head: HTTPHead, from url: URL) -> URL? {
    guard redirectStatuses.contains(head.status), let location = head.value(of: "Location"),
      let target = URL(string: location, relativeTo: url)?.absoluteURL,
      ["http", "https"].contains(target.scheme?.lowercased())
    else { return nil }
    return target
  }

  /// After a redirect, a server out of reach is the one redirected to, not TVMaze's address.
  private static func failure(_ failure: TransferFailure, after redirect: URL?) -> any Error {
    guard let redirect, [.unreachable, .connectTimedOut, .timedOut].contains(failure) else { return failure }
    return UnreachableRedirect(host: TVMazeConfiguration.hostDescription(of: redirect), underlying: failure)
  }
}
