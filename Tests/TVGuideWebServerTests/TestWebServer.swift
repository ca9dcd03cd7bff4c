import Foundation
import TVGuideBuilder
import TVGuideBundledCatalog
import TVGuideInteractor
import TVGuideTestSupport
import TVGuideWeb

@testable import TVGuideWebServer

/// A `WebServer` on 127.0.0.1, port 0, for one test: started before the test's body, stopped
/// (its task cancelled) after it. It leaves the test runner's signals alone.
enum TestWebServer {
  struct DidNotStart: Error {}

  static func with<Result: Sendable>(
    dataSource: any ShowDataSource = BundledCatalog(), follows: any FollowStoring = FakeFollowStore(),
    token: WebFormToken = .random(), posters: (any PosterSource)? = nil,
    _ body: (_ port: Int) async throws -> Result
  ) async throws -> Result {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let sources = WebPageSources(
      shows: dataSource, schedules: BundledCatalog(), follows: follows, posters: posters)
    let server = WebServer(host: "127.0.0.1", port: 0, sources: sources, token: token)
    let running = Task {
      defer { continuation.finish() }
      try await server.run(stopsOnSignals: false) { continuation.yield($0) }
    }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next(), port > 0 else {
      running.cancel()
      _ = try await running.value
      throw DidNotStart()
    }
    do {
      let result = try await body(port)
      running.cancel()
      try await running.value
      return result
    } catch {
      running.cancel()
      _ = try? await running.value
      throw error
    }
  }
}
