import Foundation
import TVGuideTestSupport
import Testing

/// The interactive app on a pipe: one command per line, the screen printed after each.
@Suite struct LineModeTests {
  private let tvguide = BinaryRunner(environment: ["COLUMNS": "80"])

  @Test func searchOpenBackAndQuit() async throws {
    let result = try await tvguide.run([], input: "/thrones\n1\nback\nquit\n")
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    #expect(!result.standardOutput.contains("\u{1B}"))
    let screens = LineModeTranscript(result.standardOutput).screens
    try #require(screens.count == 4)
    #expect(screens[0].contains("Start typing to search"))
    #expect(screens[1].contains("1 show matches \"thrones\""))
    #expect(screens[2].hasPrefix("TV Guide › Game of Thrones"))
    #expect(screens[2].contains("Season 8 · 6 episodes · 2 specials"))
    #expect(screens[3] == screens[1])
    ExpectedText.check(result.standardOutput, named: "line-mode-thrones")
  }

  @Test func theEndOfInputQuitsCleanly() async throws {
    let result = try await tvguide.run([], input: "/girls\n")
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("10 shows match \"girls\""))
  }

  @Test func anUnknownCommandPrintsOneLineOfHelpAndGoesOn() async throws {
    let result = try await tvguide.run([], input: "dance\n/house\nquit\n")
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("\nCommands: /TEXT search"))
    #expect(result.standardOutput.contains("shows match \"house\""))
  }

  /// A command the screen has but cannot do as asked says why in one line naming it, not the
  /// whole help (issue 37).
  @Test func aBadRowOrEpisodeIsOneLineAboutThatCommand() async throws {
    let cache = try TemporaryFolder()
    defer { cache.remove() }
    let runner = BinaryRunner(environment: ["COLUMNS": "80", "TVGUIDE_DATA_DIR": cache.url.path])
    let result = try await runner.run(
      [], input: "follow 999\nwatched S01E01\n/thrones\n1\nwatched S09E01\nwatched 1x05\nfollow 3\nquit\n")
    #expect(result.exitCode == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("follow 999: there is no row 999 on this screen."))
    #expect(lines.contains("watched S01E01: open a show first: this marks an episode of the show on screen."))
    #expect(lines.contains("watched S09E01: Game of Thrones has no episode S09E01."))
    #expect(lines.contains("watched 1x05: name the episode by its code, as in watched S01E05, not 1X05."))
    #expect(lines.contains("follow 3: a show's screen follows the show on screen: type follow alone."))
    #expect(!result.standardOutput.contains("Commands:"))
  }

  @Test func anEscapeSequenceTypedIntoASearchGoesWhole() async throws {
    let result = try await tvguide.run([], input: "/thr\u{1B}[31mones\n")
    let last = try #require(LineModeTranscript(result.standardOutput).screens.last)
    #expect(last.contains("Search: thrones\n"))
    #expect(last.contains("1 show matches \"thrones\""))
  }

  @Test func aSlashAloneClearsTheSearch() async throws {
    let result = try await tvguide.run([], input: "/house\n/\n")
    let last = try #require(LineModeTranscript(result.standardOutput).screens.last)
    #expect(last.contains("Start typing to search"))
    #expect(last.contains("Under the Dome"))
  }

  @Test func moreLoadsTheNextPage() async throws {
    let result = try await tvguide.run([], input: "more\n")
    let screens = LineModeTranscript(result.standardOutput).screens
    #expect(!screens[0].contains("Kirby Buckets"))
    #expect(screens[1].contains("Kirby Buckets"))
  }

  /// Correctness, not speed (benchmarks time it): each search is answered at once without
  /// its debounce, and the fortieth round prints what the first did.
  @Test func manyCommandsEachPrintTheirOwnScreen() async throws {
    let round = ["/thrones", "1", "back", "/girls", "/"]
    let result = try await tvguide.run(
      [], input: String(repeating: round.joined(separator: "\n") + "\n", count: 40))
    #expect(result.exitCode == 0)
    let screens = LineModeTranscript(result.standardOutput).screens
    try #require(screens.count == 1 + 40 * round.count)
    let first = Array(screens[1...round.count])
    #expect(first[0].contains("1 show matches \"thrones\""))
    #expect(first[1].hasPrefix("TV Guide › Game of Thrones"))
    #expect(first[3].contains("10 shows match \"girls\""))
    for start in stride(from: 1, to: screens.count, by: round.count) {
      #expect(Array(screens[start..<start + round.count]) == first, "round from screen \(start)")
    }
  }

  /// Issue 29's list: back on the list, retry with nothing failed, the filter already on, a
  /// slash with no search, and a row number no integer can go below.
  @Test func everyCommandThatChangesNothingSaysSoInOneLine() async throws {
    let result = try await tvguide.run([], input: "back\nretry\nstatus all\n/\n-9223372036854775808\n")
    let screens = LineModeTranscript(result.standardOutput).screens
    try #require(screens.count == 6)
    let notices = [
      "There is no screen to go back to.", "Retrying changed nothing.", "The status filter is unchanged.",
      "There is no search to clear.", "There is no row -9223372036854775808 on this screen.",
    ]
    // A notice comes after the screen it leaves unchanged, before the next one.
    for (screen, notice) in zip(screens, notices) {
      #expect(screen == screens[5] + "\n" + notice)
    }
  }

  @Test func aCommandThatChangesNothingSaysWhyBeforeTheScreen() async throws {
    let result = try await tvguide.run([], input: "/thrones\n99\n0\nmore\n")
    let screens = LineModeTranscript(result.standardOutput).screens
    try #require(screens.count == 5)
    #expect(screens[1] == screens[4] + "\nThere is no row 99 on this screen.")
    #expect(screens[2] == screens[4] + "\nThere is no row 0 on this screen.")
    #expect(screens[3] == screens[4] + "\nThere is nothing more to load.")
  }
}
