/// How many requests may start within any window of time.
public struct RateLimit: Sendable, Equatable {
  /// The most requests that may start within one ``window``; at least 1.
  public var requests: Int
  /// The span of time the limit counts over, sliding rather than fixed.
  public var window: Duration

  /// Creates a limit; a `requests` below 1 is raised to 1 so that requests can still start.
  public init(requests: Int, window: Duration) {
    self.requests = max(1, requests)
    self.window = window
  }

  /// TVMaze's published limit, 20 calls in any 10 seconds from one address, kept with half a
  /// second to spare: TVMaze counts arrivals, and a request delayed on the way can arrive
  /// closer to the next one than it was sent.
  public static let tvMaze = RateLimit(requests: 20, window: .milliseconds(10_500))
}
