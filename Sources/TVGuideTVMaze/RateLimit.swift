/// How many requests may start within any window of time.
public struct RateLimit: Sendable, Equatable {
  public var requests: Int
  public var window: Duration

  public init(requests: Int, window: Duration) {
    self.requests = max(1, requests)
    self.window = window
  }

  /// TVMaze's published limit, 20 calls in any 10 seconds from one address, kept with half a
  /// second to spare: TVMaze counts arrivals, and a request delayed on the way can arrive
  /// closer to the next one than it was sent.
  public static let tvMaze = RateLimit(requests: 20, window: .milliseconds(10_500))
}
