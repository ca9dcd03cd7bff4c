import Foundation
import TVGuideStore
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  @Suite("tvguide cache clear")
  struct CacheClearCommandTests {
    private let binary = BinaryRunner()

    @Test func clearingSaysWhatWentAndLeavesAnEmptyStore() async throws {
      let server = try await TVMazeTestServer()
      defer { Task { await server.stop() } }
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      _ = try await binary.run([
        "search", "girls", "--source", "tvmaze", "--api-url", server.baseURL.absoluteString,
        "--cache-dir", cache.url.path,
      ])
      let cleared = try await binary.run(["cache", "clear", "--cache-dir", cache.url.path])
      #expect(cleared.exitCode == 0)
      #expect(cleared.standardOutput.hasPrefix("Removed 10 shows and 1 search from the cache.\n"))
      #expect(try await ShowStore(folder: cache.url).summary().isEmpty)
      let again = try await binary.run(["cache", "clear", "--cache-dir", cache.url.path])
      #expect(again.standardOutput.hasPrefix("The cache was already empty.\n"))
    }
  }
}
