import Foundation
import GRDB
import TVGuideStore
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  /// The wrong answers of issue 17's item 8 and the connect timeout of item 5, run through
  /// the built `tvguide` (a redirect loop answered from the store is among the faults).
  @Suite("tvguide --source tvmaze at its limits")
  struct TVMazeLimitsCLITests {
    private let binary = BinaryRunner()

    @Test func aShowWithAHugeWeightDoesNotCostItsIndexPage() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let page = #"[{"id":1,"name":"Alpha","weight":1e30},{"id":2,"name":"Beta","weight":98}]"#
        await server.inject(.body(page), forPath: "/shows")
        let result = try await binary.run(server.liveArguments(cache: cache.url, "shows", "--json"))
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"Alpha\"") && result.standardOutput.contains("\"Beta\""))
      }
    }

    @Test func aRedirectLoopWithNothingStoredIsOneSentence() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        for path in ["/shows/82", "/shows/82/episodes"] {
          await server.inject(.redirect(to: path), forPath: path)
        }
        let result = try await binary.run(server.liveArguments(cache: cache.url, "show", "82"))
        let host = "127.0.0.1:\(server.baseURL.port!)"
        #expect(result.standardError == "tvguide: \(host) sent the request round a loop of redirects.\n")
        #expect(result.exitCode == 1)
      }
    }

    @Test func offlineASearchWithNoStoredMatchSaysNoShowsMatch() async throws {
      let server = try await TVMazeTestServer()
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      _ = try await binary.run(server.liveArguments(cache: cache.url, "shows", "--page", "0"))
      await server.stop()
      let offline = try await binary.run(server.liveArguments(cache: cache.url, "search", "zzqx"))
      #expect(offline.exitCode == 0, "\(offline.standardError)")
      #expect(offline.standardError == "")
      let lines = offline.standardOutput.components(separatedBy: "\n")
      #expect(lines.first == "Offline — showing data saved just now")
      #expect(lines.dropFirst().first == "No shows match \"zzqx\"")
    }

    /// A full disk while the episode list is written: neither it nor the show is kept, which
    /// is what standard error says.
    @Test func aSaveThatFailsHalfWayKeepsNeitherTheShowNorItsEpisodes() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        _ = try ShowStore(folder: cache.url)
        let database = try DatabaseQueue(path: cache.url.appendingPathComponent(ShowStore.fileName).path)
        try await database.write { db in
          try db.execute(
            sql:
              "CREATE TRIGGER full BEFORE INSERT ON episodeList BEGIN SELECT RAISE(ABORT, 'disk full'); END")
        }
        let result = try await binary.run(server.liveArguments(cache: cache.url, "show", "82"))
        #expect(result.exitCode == 0)
        #expect(
          result.standardError
            == "tvguide: The local store could not be used (disk full), so this answer was not saved; "
            + "check the cache folder's permissions and free space.\n")
        let store = try ShowStore(folder: cache.url)
        #expect(try await store.show(id: 82) == nil)
        #expect(try await store.episodes(ofShow: 82) == nil)
      }
    }

    /// Issue 17's reproduction: the server accepts at once and answers after 2.5 s.
    @Test func theConnectTimeoutBoundsConnectingOnly() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        await server.inject(.stall(.milliseconds(2500)), forPath: "/shows/82")
        let result = try await binary.run(
          server.liveArguments(cache: cache.url, "show", "82") + ["--timeout", "5", "--connect-timeout", "1"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("Game of Thrones\n"))
      }
    }

    #if canImport(Glibc)
      @Test func aServerThatNeverAcceptsIsAConnectTimeout() async throws {
        let listener = try UnacceptingListener()
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let result = try await binary.run([
          "show", "82", "--source", "tvmaze", "--api-url", listener.baseURL.absoluteString, "--cache-dir",
          cache.url.path, "--timeout", "30", "--connect-timeout", "1",
        ])
        let host = "127.0.0.1:\(listener.baseURL.port!)"
        #expect(result.standardError == "tvguide: \(host) did not accept a connection in time.\n")
        #expect(result.exitCode == 1)
      }
    #endif
  }
}
