import Foundation
import TVGuideStore
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  /// The following commands with `--source tvmaze`, against the stand-in server.
  @Suite("tvguide follow, next, watched on the live source")
  struct FollowingLiveCLITests {
    /// A running show of New York whose next episode airs at `utc`, its first already aired.
    private static func show(_ id: Int, nextAt utc: String) -> String {
      """
      {"id":\(id),"name":"Show \(id)","status":"Running","updated":1,
       "network":{"id":1,"name":"NBC","country":{"name":"United States","code":"US","timezone":"America/New_York"}},
       "_embedded":{"episodes":[
        {"id":\(id * 10 + 1),"name":"Pilot","season":1,"number":1,"airdate":"2020-01-01","airtime":"20:00","airstamp":"2020-01-02T01:00:00+00:00"},
        {"id":\(id * 10 + 2),"name":"Next","season":1,"number":2,"airdate":"2099-03-08","airtime":"","airstamp":"\(utc)"}]}}
      """
    }

    @Test func nextPrintsTheLocalTimeOnBothSidesOfTheSpringChange() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        await server.inject(.body(Self.show(82, nextAt: "2099-03-08T07:30:00+00:00")), forPath: "/shows/82")
        await server.inject(.body(Self.show(169, nextAt: "2099-03-08T06:30:00+00:00")), forPath: "/shows/169")
        await server.inject(.body("{}"), forPath: "/updates/shows")
        let binary = BinaryRunner(environment: ["TZ": "America/New_York", "COLUMNS": "100"])
        let followed = try await binary.run(server.liveArguments(cache: cache.url, "follow", "82", "169"))
        try #require(followed.exitCode == 0, "\(followed.standardError)")
        #expect(followed.standardOutput == "Following Show 82 (82), Show 169 (169).\n")
        let next = try await binary.run(server.liveArguments(cache: cache.url, "next"))
        #expect(next.exitCode == 0, "\(next.standardError)")
        let lines = next.standardOutput.split(separator: "\n").map(String.init)
        // The agenda (issue 37): one day, each episode at its local time on either side of the change.
        #expect(
          lines == [
            "The next episodes of the 2 shows you follow:", "Sun 8 Mar 2099",
            "   169 01:30 Show 169 S01E02  Next", "    82 03:30 Show 82  S01E02  Next",
          ])
        let kolkata = try await BinaryRunner(environment: ["TZ": "Asia/Kolkata"])
          .run(server.liveArguments(cache: cache.url, "next", "--json"))
        let document =
          try JSONSerialization.jsonObject(with: Data(kolkata.standardOutput.utf8)) as? [String: Any]
        let shows = try #require(document?["shows"] as? [[String: Any]])
        #expect(
          shows.map { $0["airs"] as? String } == ["2099-03-08T12:00:00+05:30", "2099-03-08T13:00:00+05:30"])
      }
    }

    @Test func watchedAndFollowingWorkOnTheLiveSourceAndAnUnknownShowIsOneSentence() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let binary = BinaryRunner(environment: ["COLUMNS": "100"])
        let unknown = try await binary.run(server.liveArguments(cache: cache.url, "follow", "424242"))
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError == "tvguide: There is no show with id 424242.\n")
        #expect(try await binary.run(server.liveArguments(cache: cache.url, "follow", "82")).exitCode == 0)
        let marked = try await binary.run(
          server.liveArguments(cache: cache.url, "watched", "82", "--up-to", "S08E06"))
        #expect(marked.standardOutput == "Marked S01E01 to S08E06 of Game of Thrones watched.\n")
        let listed = try await binary.run(server.liveArguments(cache: cache.url, "following"))
        let lines = listed.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines == ["You follow 1 show:", lines.last ?? ""])
        #expect(
          lines.last?.hasPrefix("    82 Game of Thrones ended") == true
            && lines.last?.hasSuffix("0 unwatched") == true)
        let unfollowed = try await binary.run(
          server.liveArguments(cache: cache.url, "unfollow", "82", "--json"))
        #expect(unfollowed.standardOutput.contains(#""name" : "Game of Thrones""#))
        #expect(try await UserDataStore(folder: cache.url).followedShowIDs().isEmpty)
      }
    }
  }
}
