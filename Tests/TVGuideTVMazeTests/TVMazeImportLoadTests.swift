import Foundation
import TVGuideEntity
import TVGuideTestServer
import TVGuideTestSupport
import Testing

@testable import TVGuideTVMaze

/// What an import of a tracker's export asks of the client (issue 24): hundreds of lookups
/// against a TVMaze that refuses some with 429, all within TVMaze's rate limit.
///
/// `swift test` runs 90 rows (225 requests, eleven rate-limit windows, 3 s); the 500
/// rows (1,249 requests, 24 s alone, minutes under a sanitizer while the other suites share the
/// machine) are run by hand: `TVGUIDE_IMPORT_LOAD_ROWS=500 swift test --filter TVMazeImportLoadTests`.
@Suite("Lookups against a TVMaze stand-in that answers 429 a third of the time", .serialized)
struct TVMazeImportLoadTests {
  static let rowCount =
    ProcessInfo.processInfo.environment["TVGUIDE_IMPORT_LOAD_ROWS"].flatMap { Int($0) } ?? 90

  @Test func everyRowResolvesWithinTheRateLimit() async throws {
    let clock = ManualClock()
    let start = clock.now
    let now: @Sendable () -> Duration = { start.duration(to: clock.now) }
    let shows = try Fixtures.jsonFiles(under: "shows").flatMap {
      try Fixtures.decode([ShowDTO].self, from: $0)
    }
    let rows = Array(
      shows.compactMap { show in show.externals?.thetvdb.map { ($0, show.id) } }.prefix(Self.rowCount))
    try #require(rows.count == Self.rowCount)
    try await withTestServer(now: now) { server in
      await server.inject(.tooManyRequests(retryAfter: "1"), forPath: "/lookup/shows", every: 3)
      let client = TVMazeClient.loopback(server.baseURL, clock: clock)
      // Time moves only while the import sleeps (for the pacer or a Retry-After), so every
      // request arrives at the moment the client let it go.
      let resolved = try await clock.driving {
        var resolved: [Int] = []
        for (theTVDB, _) in rows { resolved.append(try await client.lookUpShow(.theTVDB(theTVDB))?.id ?? -1) }
        return resolved
      }
      #expect(resolved == rows.map(\.1))
      let requests = await server.requests
      let lookups = requests.filter { $0.path == "/lookup/shows" }.count
      // Every third lookup is refused and sent again: 500 rows take 749 lookups, 90 take 134.
      let refused = (rows.count - 1) / 2
      #expect(lookups == rows.count + refused, "every third request was refused and sent again")
      #expect(requests.count == 2 * rows.count + refused, "each lookup is redirected to its show")
      let arrivals = requests.map(\.arrival)
      let busiestWindow = arrivals.map { first in
        arrivals.filter { $0 >= first && $0 < first + .seconds(10) }.count
      }
      #expect(busiestWindow.max() == 20)
    }
  }

}
