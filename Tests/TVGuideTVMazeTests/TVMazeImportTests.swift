import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestServer
import TVGuideTestSupport
import Testing

@testable import TVGuideTVMaze

/// `tvguide import`'s interactor on the live client, against a TVMaze stand-in that refuses a
/// third of the lookups with 429: every row still resolves, each id is looked up once.
@Suite("An import against a TVMaze that answers 429 a third of the time", .serialized)
struct TVMazeImportTests {
  @Test func everyRowResolvesAndEachIDIsLookedUpOnce() async throws {
    let clock = ManualClock()
    let start = clock.now
    let now: @Sendable () -> Duration = { start.duration(to: clock.now) }
    let shows = try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json")
    let known = Array(shows.compactMap { show in show.externals?.thetvdb.map { ($0, show.id) } }.prefix(12))
    try #require(known.count == 12)
    // Each show twice (episodes 1 and 2), one row repeated, and one id TVMaze does not know.
    let rows = known.flatMap { ["\($0.0),,1,1", "\($0.0),,1,2"] } + ["\(known[0].0),,1,1", "999999999,,1,1"]
    let csv = "tvdb,imdb,season,episode\n" + rows.joined(separator: "\n") + "\n"
    try await withTestServer(now: now) { server in
      await server.inject(.tooManyRequests(retryAfter: "1"), forPath: "/lookup/shows", every: 3)
      let client = TVMazeClient.loopback(server.baseURL, clock: clock)
      let follows = FollowStoreSpy()
      let result = try await clock.driving {
        try await ImportInteractor(lookup: client, follows: follows, journal: nil).importExport(csv)
      }
      #expect(await follows.followed == known.map(\.1))
      #expect(result.shows.allSatisfy { $0.watchedCount == 2 })
      #expect(
        result.problems.map(\.reason) == [
          .duplicate(firstLine: 2), .unknownShow(.theTVDB(999_999_999), source: .tvmaze),
        ])
      #expect(result.lookupsMade == 13)
      let lookups = await server.requests.filter { $0.path == "/lookup/shows" }
      #expect(Set(lookups.map(\.query)).count == 13, "each distinct id once, its refused tries sent again")
      #expect(lookups.count > 13)
    }
  }
}
