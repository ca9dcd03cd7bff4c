import Foundation

/// Runs `body` with a test server started for it, and stops the server, waiting until it has
/// stopped, before returning or rethrowing: no server outlives its test.
@discardableResult
public func withTestServer<Result>(
  now: (@Sendable () -> Duration)? = nil, ipv6: Bool = false, isolation: isolated (any Actor)? = #isolation,
  _ body: (TVMazeTestServer) async throws -> Result
) async throws -> Result {
  let server = try await TVMazeTestServer(now: now, ipv6: ipv6)
  do {
    let result = try await body(server)
    await server.stop()
    return result
  } catch {
    await server.stop()
    throw error
  }
}
