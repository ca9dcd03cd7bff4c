/// When to try again after TVMaze answered 429 Too Many Requests, and when to give up.
///
/// Without a `Retry-After` header the delay doubles with each retry and is jittered between
/// half and all of it ("equal jitter"), so that clients refused together do not come back
/// together. With the header the client waits at least as long as asked, plus a jittered
/// part of `baseDelay`.
public struct RetryPolicy: Sendable, Equatable {
  /// Tries in all, the first included.
  public var maxAttempts: Int
  /// The first wait without `Retry-After`, doubled for each later retry; also the most jitter
  /// added to a `Retry-After` wait.
  public var baseDelay: Duration
  /// No single wait is longer; a `Retry-After` asking for more makes the client give up.
  public var maxDelay: Duration

  /// Creates a policy; a `maxAttempts` below 1 is raised to 1 (one try, no retry).
  public init(maxAttempts: Int = 4, baseDelay: Duration = .seconds(1), maxDelay: Duration = .seconds(30)) {
    self.maxAttempts = max(1, maxAttempts)
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
  }

  /// The wait before retry number `retry` (1 for the first), or `nil` to give up.
  /// `jitter` is a random number in `0..<1`.
  package func delay(beforeRetry retry: Int, retryAfter: Duration?, jitter: Double) -> Duration? {
    guard retry < maxAttempts else { return nil }
    let jitter = min(max(jitter, 0), 1)
    if let retryAfter {
      guard retryAfter <= maxDelay else { return nil }
      return retryAfter + baseDelay * jitter
    }
    let doubling = baseDelay * Double(1 << min(retry - 1, 30))
    let capped = min(doubling, maxDelay)
    return capped * (0.5 + jitter / 2)
  }
}
