import Foundation
import TVGuideEntity
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  /// `--status` on `--source tvmaze`, against the stand-in on 127.0.0.1 whose index is the
  /// real pages 0 to 2: live, from the offline store, and failing part way.
  @Suite("tvguide --status --source tvmaze")
  struct StatusFilterLiveCLITests {
    private let binary = BinaryRunner(environment: ["COLUMNS": "80"])

    @Test func liveAndThenOfflineOnlyRunningShowsAreListed() async throws {
      let server = try await TVMazeTestServer()
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      let command = server.liveArguments(cache: cache.url, "shows", "--status", "running", "--json")
      let online = try await binary.run(command)
      #expect(online.exitCode == 0 && online.standardError == "")
      let expected = try StatusFilterCLITests.bundledIDs(withStatus: "Running").filter { $0 < 750 }
      let ids = try StatusFilterCLITests.documents(online.standardOutput).compactMap { $0["id"] as? Int }
      #expect(ids == expected && !ids.isEmpty)
      #expect(await server.requests.map(\.query) == ["page=0", "page=1", "page=2", "page=3"])

      try await StaleCopy.age(cache.url, indexPages: [0, 1, 2], by: 2 * 3600)
      await server.stop()
      let offline = try await binary.run(command)
      #expect(offline.exitCode == 0)
      #expect(offline.standardOutput == online.standardOutput)
      #expect(offline.standardError == "tvguide: Offline — showing data saved 2 h ago\n")
    }

    @Test func searchFiltersTheLiveRanking() async throws {
      let server = try await TVMazeTestServer()
      defer { Task { await server.stop() } }
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      let ranking = try Fixtures.decode([SearchResultDTO].self, from: "search/girls.json").map(\.show)
      let live = try await binary.run(
        server.liveArguments(cache: cache.url, "search", "girls", "--status", "tbd", "--json"))
      #expect(live.exitCode == 0)
      let ids = try StatusFilterCLITests.documents(live.standardOutput).compactMap { $0["id"] as? Int }
      #expect(ids == ranking.filter { $0.status == "To Be Determined" }.map(\.id) && ids.count == 2)
    }

    @Test func aPageThatFailsPartWayIsOneSentenceNotAShortList() async throws {
      let server = try await TVMazeTestServer()
      defer { Task { await server.stop() } }
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      _ = try await binary.run(server.liveArguments(cache: cache.url, "shows", "--page", "0"))
      await server.inject(.serverError, forPath: "/shows")
      let result = try await binary.run(
        server.liveArguments(cache: cache.url, "shows", "--status", "running"))
      #expect(result.exitCode == 1)
      #expect(result.standardOutput == "")
      #expect(
        result.standardError.hasPrefix("tvguide: ") && result.standardError.filter { $0 == "\n" }.count == 1)
    }
  }
}
