import Foundation

/// Keeps the requests of every client that shares it within one ``RateLimit``.
///
/// TVMaze counts the requests of a whole address, not of one client object, so by default
/// every ``TVMazeClient`` of the process that talks to the same host under the same limit
/// shares one pacer (``shared(host:limit:)``). Tests make their own on a manual clock.
public final class RequestPacer: Sendable {
  let limiter: RateLimiter

  /// A pacer of its own that keeps `limit` on `clock`; share it by handing it to each client.
  public init(limit: RateLimit = .tvMaze, clock: any Clock<Duration> = ContinuousClock()) {
    limiter = RateLimiter(limit: limit, timeline: Timeline(clock))
  }

  private struct Key: Hashable {
    var host: String
    var requests: Int
    var window: Duration
  }

  private static let registryLock = NSLock()
  /// Guarded by `registryLock`.
  nonisolated(unsafe) private static var registry: [Key: RequestPacer] = [:]

  /// The process's one pacer for `host` under `limit`, made on first use on the continuous
  /// clock.
  public static func shared(host: String, limit: RateLimit) -> RequestPacer {
    registryLock.withLock {
      let key = Key(host: host, requests: limit.requests, window: limit.window)
      if let pacer = registry[key] { return pacer }
      let pacer = RequestPacer(limit: limit)
      registry[key] = pacer
      return pacer
    }
  }

  /// Returns when the caller may send one request.
  func acquire() async throws {
    try await limiter.acquire()
  }
}
