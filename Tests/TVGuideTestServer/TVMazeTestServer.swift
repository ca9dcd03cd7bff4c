import FlyingFox
import FlyingSocks
import Foundation

/// A stand-in for api.tvmaze.com on the loopback that tests start: it serves the real TVMaze
/// responses of `Fixtures`, records every request, and misbehaves on request.
public final class TVMazeTestServer: Sendable {
  private let server: HTTPServer
  private let state: TestServerState
  private let runTask: Task<Void, any Error>
  /// `http://127.0.0.1:PORT`, the value for `--api-url`.
  public let baseURL: URL

  /// Starts listening on a free port of 127.0.0.1, or of ::1 when `ipv6` is set. `now` stamps
  /// each request's arrival; give it the client's manual clock to count requests per window in
  /// the client's own time.
  public init(now: (@Sendable () -> Duration)? = nil, ipv6: Bool = false) async throws {
    let state = TestServerState(now: now ?? Self.elapsedRealTime())
    let handler = FixtureHandler(state: state)
    let server =
      ipv6
      ? HTTPServer(
        address: try sockaddr_in6.inet6(ip6: "::1", port: 0), timeout: 120, logger: .disabled,
        handler: handler)
      : HTTPServer(
        address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), timeout: 120, logger: .disabled,
        handler: handler)
    self.state = state
    self.server = server
    runTask = Task(executorPreference: ServerThreadExecutor.shared) { try await server.run() }
    // Generous: on a busy two-core machine the listener can take seconds to come up.
    try await server.waitUntilListening(timeout: 60)
    switch await server.listeningAddress {
    case .ip4(_, let port): baseURL = URL(string: "http://127.0.0.1:\(port)")!
    case .ip6(_, let port): baseURL = URL(string: "http://[::1]:\(port)")!
    default: throw URLError(.cannotConnectToHost)
    }
  }

  /// Stops listening; from now on connections to `baseURL` are refused.
  public func stop() async {
    await server.stop(timeout: 0)
    runTask.cancel()
  }

  /// Makes requests for `path` (e.g. `/shows/82`, or `*` for every path) fail with `fault`,
  /// the next `times` times or for good.
  public func inject(_ fault: ServerFault, forPath path: String, times: Int = .max) async {
    await state.inject(fault, forPath: path, times: times)
  }

  /// Makes every `period`-th request for `path` fail with `fault`, e.g. a third of them.
  public func inject(_ fault: ServerFault, forPath path: String, every period: Int) async {
    await state.inject(fault, forPath: path, every: period)
  }

  public func removeFaults() async {
    await state.removeFaults()
  }

  /// Every request received so far, oldest first.
  public var requests: [RecordedRequest] {
    get async { await state.requests }
  }

  /// A base URL on 127.0.0.1 where nothing listens, so connecting is refused; no server of
  /// another test can be given its port (see ``RefusingPort``).
  public static func refusingBaseURL() async throws -> URL {
    URL(string: "http://127.0.0.1:\(RefusingPort.number)")!
  }

  private static func elapsedRealTime() -> @Sendable () -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
