import Foundation
import TVGuideTestSupport
import Testing

/// A daily show of 15 000 episodes, in the one-shot commands and in the full-screen app.
@Suite(.serialized) struct LongShowTests {
  private let catalog: LongShowCatalog

  init() throws {
    catalog = try LongShowCatalog()
  }

  @Test func jsonHoldsEveryEpisodeInItsSeason() async throws {
    let result = try await BinaryRunner(environment: catalog.folder.environment)
      .run(["show", String(LongShowCatalog.showID), "--json"])
    #expect(result.exitCode == 0)
    let show = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let seasons = try #require(show["seasons"] as? [[String: Any]])
    #expect(seasons.count == LongShowCatalog.episodeCount / LongShowCatalog.seasonLength)
    let episodes = seasons.flatMap { $0["episodes"] as? [[String: Any]] ?? [] }
    #expect(episodes.count == LongShowCatalog.episodeCount)
    #expect(Set(episodes.compactMap { $0["id"] as? Int }).count == LongShowCatalog.episodeCount)
  }

  @Test(.enabled(if: TmuxSession.isAvailable, "needs tmux"))
  func theFullScreenAppOpensAndScrollsIt() async throws {
    let command = "TVGUIDE_CATALOG_DIR=\(catalog.folder.url.path) \(PackageLayout.executable("tvguide").path)"
    let session = try await TmuxSession.start(command: command, width: 100, height: 30)
    defer { session.kill() }
    #expect(await session.waitForScreen { $0.contains("Start typing to search") })
    try await session.send(keys: ["daily"])
    #expect(await session.waitForScreen { $0.contains("The Daily Saga") && $0.contains("1 show") })
    try await session.send(keys: ["Enter"])
    #expect(await session.waitForScreen { $0.contains("TV Guide › The Daily Saga") && $0.contains("S01E02") })
    try await session.send(keys: ["End"])
    #expect(await session.waitForScreen { $0.contains("S60E250") && !$0.contains("S01E02") })
    try await session.send(keys: ["PageUp"])
    #expect(await session.waitForScreen { $0.contains("S60E250") })
    let afterPageUp = await session.screen()
    try await session.send(keys: ["Up"])
    // The selection left the top of the screen: the table scrolled one row, the last one went.
    #expect(await session.waitForScreen { !$0.contains("S60E250") && $0.contains("S60E249") })
    #expect(afterPageUp != (await session.screen()))
    try await session.send(keys: ["q"])
    #expect(await session.waitForScreen { $0.contains("EXITED=0") })
  }
}
