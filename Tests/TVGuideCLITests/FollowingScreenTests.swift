import Foundation
import TVGuideStore
import TVGuideTestSupport
import Testing

/// The Following screen and the follow and watched toggles, driven as the other screens are:
/// in line mode on a pipe, and full screen in tmux.
@Suite struct FollowingScreenTests {
  @Test func lineModeFollowsFromTheListOpensFollowingAndMarksAnEpisode() async throws {
    let cache = try TemporaryFolder()
    defer { cache.remove() }
    let tvguide = BinaryRunner(environment: ["COLUMNS": "90", "TVGUIDE_CACHE_DIR": cache.url.path])
    let input =
      "/thrones\nfollow 1\nfollowing\n1\nwatched S01E02\nwatched s01e99\nback\nback\nfollowing\nquit\n"
    let result = try await tvguide.run([], input: input)
    #expect(result.exitCode == 0)
    #expect(!result.standardOutput.contains("\u{1B}"))
    let screens = LineModeTranscript(result.standardOutput).screens
    try #require(screens.count == 9)
    #expect(screens[2].contains("Following Game of Thrones."))
    #expect(screens[3].hasPrefix("TV Guide › Following"))
    #expect(
      screens[3].contains("The Last Watch") && screens[3].contains("Game of Thrones")
        && screens[3].contains("73 unwatched"))
    #expect(screens[4].hasPrefix("TV Guide › Following › Game of Thrones"))
    #expect(screens[4].contains("Following  yes"))
    #expect(screens[4].contains("Season 1 · 10 episodes · 1 special · 10 unwatched"))
    #expect(screens[5].contains("Season 1 · 10 episodes · 1 special · 9 unwatched"))
    #expect(screens[5].contains("S01E02 ✓ The Kingsroad"))
    // No episode S01E99: one line saying so instead of a screen, and nothing marked (issue 37).
    #expect(result.standardOutput.contains("watched s01e99: Game of Thrones has no episode S01E99."))
    #expect(screens[6].hasPrefix("TV Guide › Following") && screens[6].contains("72 unwatched"))
    #expect(screens[8].hasPrefix("TV Guide › Following") && screens[8].contains("72 unwatched"))
    #expect(try await UserDataStore(folder: cache.url).watchedEpisodes(ofShow: 82).count == 1)
  }

  @Test(.enabled(if: TmuxSession.isAvailable, "needs tmux"))
  func fullScreenFollowsWithFAndOpensTheFollowingScreen() async throws {
    let cache = try TemporaryFolder()
    defer { cache.remove() }
    let tvguide = PackageLayout.executable("tvguide").path
    let session = try await TmuxSession.start(
      command: "TVGUIDE_CACHE_DIR=\(cache.url.path) TVGUIDE_DATA_DIR=\(cache.url.path) \(tvguide)",
      width: 100,
      height: 30)
    defer { session.kill() }
    #expect(await session.waitForScreen { $0.contains("Start typing to search") })
    try await session.send(keys: ["thrones"])
    #expect(await session.waitForScreen { $0.contains("1 show matches \"thrones\"") })
    // Down takes the keys from the search bar; then `f` follows the selected show.
    try await session.send(keys: ["Down", "f"])
    #expect(await session.waitForScreen { $0.contains("Following Game of Thrones.") })
    try await session.send(keys: ["F"])
    #expect(
      await session.waitForScreen { $0.contains("TV Guide › Following") && $0.contains("73 unwatched") })
    try await session.send(keys: ["Enter"])
    #expect(
      await session.waitForScreen {
        $0.contains("Following › Game of Thrones") && $0.contains("Following  yes")
      })
    try await session.send(keys: ["Down", "w"])
    #expect(await session.waitForScreen { $0.contains("S01E01 ✓") && $0.contains("9 unwatched") })
    try await session.send(keys: ["Escape"])
    #expect(await session.waitForScreen { $0.contains("72 unwatched") })
    try await session.send(keys: ["q"])
    #expect(await session.waitForScreen { $0.contains("EXITED=0") })
  }
}
