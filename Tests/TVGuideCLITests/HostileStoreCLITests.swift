import Foundation
import TVGuideStore
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  /// A store another program changed or holds: dates 1e300 s away or in the future, tables
  /// it replaced, its write lock. Each command ends at once with an answer or one sentence.
  @Suite("tvguide with a store tampered with")
  struct HostileStoreCLITests {
    private let binary = BinaryRunner(environment: ["COLUMNS": "80"])

    /// A store holding show 82 and its episodes, fetched from the test server.
    private func filledStore(_ server: TVMazeTestServer) async throws -> TemporaryFolder {
      let cache = try TemporaryFolder()
      let fetched = try await binary.run(server.liveArguments(cache: cache.url, "show", "82"))
      try #require(fetched.exitCode == 0, "\(fetched.standardError)")
      return cache
    }

    @Test func aSaveDated1e300SecondsAgoIsOverACenturyOld() async throws {
      try await withTestServer { server in
        let cache = try await filledStore(server)
        defer { cache.remove() }
        try StoreTampering.execute("UPDATE show SET fetchedAt = -1e300", inStoreAt: cache.url)
        let info = try await binary.run(["cache", "info", "--cache-dir", cache.url.path])
        #expect(info.exitCode == 0)
        #expect(info.standardOutput.contains("Oldest     saved over 100 years ago\n"))
        let json = try await binary.run(["cache", "info", "--json", "--cache-dir", cache.url.path])
        #expect(json.exitCode == 0)
        await server.stop()
        let offline = try await binary.run(server.liveArguments(cache: cache.url, "show", "82"))
        #expect(offline.exitCode == 0)
        #expect(offline.standardOutput.contains("Offline — showing data saved over 100 years ago\n"))
      }
    }

    /// A save dated after now (the clock was turned back) is stale: fetched again, and
    /// `cache info` says so rather than "just now".
    @Test func aSaveDatedInTheFutureIsFetchedAgain() async throws {
      try await withTestServer { server in
        let cache = try await filledStore(server)
        defer { cache.remove() }
        let future = "UPDATE show SET fetchedAt = '2999-01-01 00:00:00.000'"
        try StoreTampering.execute(future, inStoreAt: cache.url)
        let info = try await binary.run(["cache", "info", "--cache-dir", cache.url.path])
        #expect(info.standardOutput.contains("Newest     saved at a future date\n"))
        let requestsBefore = await server.requests.count
        let again = try await binary.run(server.liveArguments(cache: cache.url, "show", "82"))
        #expect(again.exitCode == 0)
        #expect(await server.requests.count > requestsBefore)
      }
    }

    @Test(arguments: StoreTampering.damages)
    func clearingClearsAStoreWhateverWasDoneToIt(_ damage: StoreTampering.Damage) async throws {
      try await withTestServer { server in
        let cache = try await filledStore(server)
        defer { cache.remove() }
        try StoreTampering.execute(damage.sql, inStoreAt: cache.url)
        let cleared = try await binary.run(["cache", "clear", "--cache-dir", cache.url.path])
        #expect(cleared.exitCode == 0, "\(cleared.standardError)")
        let info = try await binary.run(["cache", "info", "--cache-dir", cache.url.path])
        #expect(info.standardOutput.hasPrefix("The cache is empty.\n"))
      }
    }

    /// Another program in the middle of a save: reading goes on, clearing waits the
    /// documented 3 s and names the lock, and a live answer is printed and said unsaved.
    @Test func aHeldWriteLockDelaysOnlyWhatNeedsIt() async throws {
      try await withTestServer { server in
        let cache = try await filledStore(server)
        defer { cache.remove() }
        try StoreTampering.execute("PRAGMA wal_checkpoint(TRUNCATE)", inStoreAt: cache.url)
        let lock = try HeldWriteLock(storeAt: cache.url)
        defer { lock.release() }
        let info = try await binary.run(["cache", "info", "--cache-dir", cache.url.path])
        #expect(info.exitCode == 0)
        #expect(info.standardOutput.hasPrefix("The cache holds 1 show and 1 episode list.\n"))
        let cleared = try await binary.run(["cache", "clear", "--cache-dir", cache.url.path])
        #expect(cleared.exitCode == 1)
        #expect(
          cleared.standardError
            == "tvguide: The local store is locked: another program has held its write lock for more than 3 seconds.\n"
        )
        let live = try await binary.run(server.liveArguments(cache: cache.url, "show", "83"))
        #expect(live.exitCode == 0)
        #expect(
          live.standardError.contains("another program has held its write lock for more than 3 seconds"))
      }
    }

    @Test func anOfflineSearchOverATextRankIsOneSentence() async throws {
      try await withTestServer { server in
        let cache = try await filledStore(server)
        defer { cache.remove() }
        let damage = try #require(
          StoreTampering.damages.first { $0.name == "a search table with a text rank" })
        try StoreTampering.execute(damage.sql, inStoreAt: cache.url)
        await server.stop()
        let result = try await binary.run(server.liveArguments(cache: cache.url, "search", "thrones"))
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("tvguide: Could not connect to 127.0.0.1:"))
        #expect(
          result.standardError.hasSuffix(
            ", and the local store could not be read (a saved answer could not be read).\n"))
      }
    }
  }
}
