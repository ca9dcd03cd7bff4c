import Foundation
import GRDB
import TVGuideStore
import TVGuideTestSupport
import Testing

/// `follow`, `unfollow`, `following`, `next`, `watched`, `unwatched` and `data` on the bundled
/// catalog, offline: the user's data lives in its data folder (a scratch one `BinaryRunner`
/// gives each run), apart from the cache, whatever the source.
@Suite struct FollowingCLITests {
  private func run(_ cache: TemporaryFolder, _ arguments: String...) async throws -> BinaryRunner.Result {
    try await BinaryRunner(environment: ["TVGUIDE_CACHE_DIR": cache.url.path, "COLUMNS": "100"]).run(
      arguments)
  }

  @Test func followingListsTheFollowedShowsInOrderWithWhatComesNext() async throws {
    let cache = try TemporaryFolder()
    defer { cache.remove() }
    let followed = try await run(cache, "follow", "82", "1")
    #expect(followed.exitCode == 0)
    #expect(followed.standardOutput == "Following Game of Thrones (82), Under the Dome (1).\n")
    _ = try await run(cache, "watched", "82", "--up-to", "S01E03")
    // As of a day after the bundled catalog's data, as the live source lists shows that ended.
    let listed = try await run(cache, "following", "--as-of", "2030-01-01")
    #expect(listed.exitCode == 0)
    let lines = listed.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "You follow 2 shows:")
    #expect(lines[1] == "As of Tue 1 Jan 2030. The bundled catalog's data ends on 17 Jan 2025.")
    #expect(lines.count == 4)
    #expect(lines[2].hasPrefix("    82 Game of Thrones ended") && lines[2].hasSuffix("70 unwatched"))
    #expect(lines[3].hasPrefix("     1 Under the Dome  ended") && lines[3].hasSuffix("39 unwatched"))
    let json = try await run(cache, "next", "--json", "--as-of", "2030-01-01")
    let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
    let shows = try #require(document?["shows"] as? [[String: Any]])
    #expect(shows.map { $0["id"] as? Int } == [82, 1])
    #expect(shows.map { $0["next"] as? String } == ["ended", "ended"])
    #expect(shows.map { $0["unwatched"] as? Int } == [70, 39])
  }

  /// `show` carries the marks the show screen shows, for a followed show: the `✓` of each
  /// watched episode, each season's unwatched count, `following`; any other show prints as
  /// it does with no user data at all.
  @Test func showPrintsTheMarksOfAFollowedShowAndNothingNewForOthers() async throws {
    let (cache, empty) = (try TemporaryFolder(), try TemporaryFolder())
    defer {
      cache.remove()
      empty.remove()
    }
    _ = try await run(cache, "follow", "82")
    _ = try await run(cache, "watched", "82", "--up-to", "S01E03")
    let text = try await run(cache, "show", "82", "--season", "1").standardOutput
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("Season 1") && $0.hasSuffix("· 7 unwatched") })
    #expect(lines.filter { $0.contains("✓") }.count == 3)
    #expect(lines.contains { $0.contains("S01E03 ✓") } && !lines.contains { $0.contains("S01E04 ✓") })
    #expect(lines.contains { $0.contains("Following") && $0.hasSuffix("yes") })
    let json = try await run(cache, "show", "82", "--json").standardOutput
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let seasons = try #require(document["seasons"] as? [[String: Any]])
    #expect(document["following"] as? Bool == true)
    #expect(seasons.map { $0["unwatched"] as? Int } == [7, 10, 10, 10, 10, 10, 7, 6])
    let first = try #require(seasons.first?["episodes"] as? [[String: Any]])
    #expect(first.filter { $0["watched"] as? Bool == true }.compactMap { $0["number"] as? Int } == [1, 2, 3])
    #expect(first.count == 11 && first.allSatisfy { $0["watched"] is Bool })
    for arguments in [["show", "1"], ["show", "1", "--json"], ["show", "43", "--season", "2"]] {
      let marked = try await BinaryRunner(environment: ["TVGUIDE_CACHE_DIR": cache.url.path]).run(arguments)
      let plain = try await BinaryRunner(environment: ["TVGUIDE_CACHE_DIR": empty.url.path]).run(arguments)
      #expect(marked.standardOutput == plain.standardOutput, "\(arguments)")
      #expect(marked.exitCode == 0 && plain.exitCode == 0)
    }
  }

  @Test func anUnknownIdIsOneSentenceAndFollowsNothing() async throws {
    let cache = try TemporaryFolder()
    defer { cache.remove() }
    let result = try await run(cache, "follow", "82", "99999999")
    #expect(result.exitCode == 1)
    #expect(result.standardError == "tvguide: There is no show with id 99999999.\n")
    #expect(
      try await run(cache, "following").standardOutput == "You follow no shows yet; follow one with its id.\n"
    )
    #expect(try await run(cache, "unfollow", "99999999").exitCode == 1)
  }

  @Test func watchedAndUnwatchedMarkOneEpisodeOrEveryOneUpToIt() async throws {
    let cache = try TemporaryFolder()
    defer { cache.remove() }
    let upTo = try await run(cache, "watched", "82", "--up-to", "s02e01")
    #expect(upTo.standardOutput == "Marked S01E01 to S02E01 of Game of Thrones watched.\n")
    let one = try await run(cache, "unwatched", "82", "S01E05", "--json")
    let document = try JSONSerialization.jsonObject(with: Data(one.standardOutput.utf8)) as? [String: Any]
    #expect(document?["episodes"] as? [String] == ["S01E05"])
    #expect(document?["watched"] as? Bool == false)
    let marks = try await UserDataStore(folder: cache.url).watchedEpisodes(ofShow: 82)
    #expect(marks.count == 10)
  }

  @Test(arguments: [
    (["watched", "82", "S09E01"], 1, "tvguide: Game of Thrones has no episode S09E01.\n"),
    (["watched", "82", "1x05"], 64, "Name the episode as S01E05"),
    (["watched", "82"], 64, "Name an episode as S01E05, or --up-to S01E05."),
    (["unwatched", "82", "S01E01", "--up-to", "S01E02"], 64, "Name one episode, or --up-to one, not both."),
    (["watched", "99999999", "S01E01"], 1, "tvguide: There is no show with id 99999999.\n"),
  ])
  func aBadEpisodeIsOneSentenceAndChangesNothing(arguments: [String], status: Int32, message: String)
    async throws
  {
    let cache = try TemporaryFolder()
    defer { cache.remove() }
    let result = try await BinaryRunner(environment: ["TVGUIDE_CACHE_DIR": cache.url.path]).run(arguments)
    #expect(result.exitCode == status)
    #expect(result.standardError.contains(message))
    #expect(result.standardOutput.isEmpty)
    #expect(try await UserDataStore(folder: cache.url).watchedEpisodes(ofShow: 82).isEmpty)
  }

  @Test func anExportImportedElsewhereGivesTheSameDataAndBadJSONLosesNothing() async throws {
    let (cache, other) = (try TemporaryFolder(), try TemporaryFolder())
    defer {
      cache.remove()
      other.remove()
    }
    _ = try await run(cache, "follow", "169", "82")
    _ = try await run(cache, "watched", "169", "S01E02")
    let file = cache.url.appendingPathComponent("export.json")
    #expect(try await run(cache, "data", "export", "-o", file.path).exitCode == 0)
    let bad = other.url.appendingPathComponent("bad.json")
    try Data(#"{"format":"tvguide-user-data","version":1,"following":["x"]}"#.utf8).write(to: bad)
    _ = try await run(other, "follow", "1")
    let refused = try await run(other, "data", "import", bad.path)
    #expect(refused.exitCode == 1)
    #expect(refused.standardError.hasPrefix("tvguide: The file is not a tvguide data export ("))
    for _ in 0..<2 {
      let imported = try await run(other, "data", "import", file.path)
      #expect(imported.standardOutput == "Imported 2 followed shows and 1 watched mark.\n")
    }
    let store = UserDataStore(folder: other.url)
    #expect(try await store.followedShowIDs() == [1, 169, 82])
    #expect(try await run(other, "data", "export").standardOutput.contains(#""show" : 169"#))
  }

  @Test func clearingTheCacheKeepsTheFollows() async throws {
    let cache = try TemporaryFolder()
    defer { cache.remove() }
    _ = try await run(cache, "follow", "82")
    try await ShowStore(folder: cache.url).saveShow(.init(id: 82, name: "Game of Thrones"), fetchedAt: Date())
    #expect(try await run(cache, "cache", "clear").standardOutput.hasPrefix("Removed 1 show from the cache."))
    for suffix in ["", "-wal", "-shm"] {
      try Data(repeating: 0x41, count: 4096).write(
        to: cache.url.appendingPathComponent(ShowStore.fileName + suffix))
    }
    #expect(try await run(cache, "cache", "clear").standardOutput.hasPrefix("Removed a damaged store"))
    #expect(try await UserDataStore(folder: cache.url).followedShowIDs() == [82])
  }

  /// The show is what was asked for: user data that cannot be read leaves only its marks out.
  @Test func aShowIsPrintedWithAWarningWhenTheUserStoreIsDamaged() async throws {
    let cache = try TemporaryFolder()
    defer { cache.remove() }
    try Data(repeating: 0x41, count: 4096).write(to: cache.url.appendingPathComponent(UserDataStore.fileName))
    let result = try await run(cache, "show", "82")
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("Game of Thrones"))
    #expect(!result.standardOutput.contains("Following"))
    #expect(
      result.standardError.hasPrefix(
        "tvguide: Your follows and watched marks could not be read (file is not a database), so this show is shown without them.\n"
      ))
  }

  @Test func aUserStoreOfANewerVersionIsRefusedInOneSentence() async throws {
    let cache = try TemporaryFolder()
    defer { cache.remove() }
    _ = try await run(cache, "follow", "82")
    let file = cache.url.appendingPathComponent(UserDataStore.fileName)
    let queue = try DatabaseQueue(path: file.path)
    try await queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9: a later change')") }
    try queue.close()
    let changed = try Data(contentsOf: file)
    let result = try await run(cache, "following")
    #expect(result.exitCode == 1)
    #expect(
      result.standardError.contains("were saved by a newer tvguide, so this one leaves them as they are."))
    #expect(try Data(contentsOf: file) == changed)
  }
}
