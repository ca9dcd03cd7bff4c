import Foundation
import TVGuideTestSupport
import Testing

/// Arguments and input an attacker would try: escapes echoed by argument-parser's own errors,
/// passwords in addresses, extreme numbers. Each ends at once with a status, one message and
/// no control character from the input on either stream.
@Suite struct HostileArgumentsCLITests {
  private let tvguide = BinaryRunner(environment: ["COLUMNS": "80"])

  /// Every control character but the line break, which multi-line usage messages keep.
  private static func controls(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
  }

  @Test(arguments: [
    ["show", "\u{1B}]0;pwned\u{07}"], ["\u{1B}[2J"], ["show", "82", "--season", "\u{1B}]0;x\u{07}"],
    ["--generate-completion-script", "\u{1B}[31m"], ["show", "82\u{1B}[31mred"],
    ["show", "82", "--season", "1\u{07}"],
    ["shows", "--status", "\u{1B}[31m"], ["shows", "--page", "\u{9B}2J"], ["search", "--\u{1B}[31mx"],
  ])
  func argumentParsersOwnErrorsLoseControlCharacters(arguments: [String]) async throws {
    let result = try await tvguide.run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: "))
    #expect(Self.controls(in: result.standardError) == [])
    #expect(Self.controls(in: result.standardOutput) == [])
  }

  @Test func aBadStatusIsQuotedWithoutItsEscapeNotWrittenAsOne() async throws {
    let result = try await tvguide.run(["shows", "--status", "run\u{1B}[31mning!"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains(#"not "running!"."#))
    #expect(!result.standardError.contains(#"\u{1B}"#))
  }

  @Test(
    arguments: [
      (["--api-url", "ftp://admin:s3cretpw@example.com/"], [:]),
      ([], ["TVGUIDE_API_URL": "ftp://admin:s3cretpw@example.com"]),
      (["--api-url", "http://admin:s3cret pw@exa mple.com"], [:]),
      (["--api-url", "http://admin:s3cr/et@example.com:99999"], [:]),
    ] as [([String], [String: String])])
  func credentialsInAnAddressAreNeverPrinted(options: [String], environment: [String: String]) async throws {
    let runner = BinaryRunner(environment: environment.merging(["COLUMNS": "80"]) { $1 })
    let result = try await runner.run(["shows", "--source", "tvmaze"] + options)
    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: "))
    #expect(!result.standardError.contains("s3cr"))
    #expect(!result.standardError.contains("admin"))
  }

  @Test func anArgumentThatIsAnAddressWithAPasswordIsEchoedWithoutIt() async throws {
    let result = try await tvguide.run(["show", "https://viewer:hunter2@api.tvmaze.com/shows/82"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: The value 'https://…@api.tvmaze.com/shows/82' is invalid"))
  }

  @Test func aNegativePageIsAUsageErrorLikeAnyBadOptionValue() async throws {
    for arguments in [
      ["shows", "--page", "-1"], ["shows", "--page=-1"], ["shows", "--page", "\(Int.min)"],
    ] {
      let result = try await tvguide.run(arguments)
      #expect(result.exitCode == 64)
      #expect(result.standardError.hasPrefix("Error: --page must be 0 or more, not -"))
    }
  }

  /// The catalog does not hold show 3's episodes, and the sentence saying so is longer than
  /// 80 columns: it wraps like every other line.
  @Test func aShowWithoutEpisodesFitsTheWidth() async throws {
    let result = try await tvguide.run(["show", "3"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("The bundled catalog does not hold this show's episodes;"))
    #expect(OverflowingLines.of(result.standardOutput, columns: 80) == [])
  }

  @Test(arguments: [Int.min, Int.max, -1, 0])
  func anExtremeSeasonOfABundledShowIsOneSentence(season: Int) async throws {
    let result = try await tvguide.run(["show", "82", "--season", "\(season)"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError == "tvguide: Game of Thrones has no season \(season); its seasons are 1 to 8.\n")
  }

  /// Typed in line mode: one argument cannot be that long (Linux caps one at 128 KB).
  @Test func aQueryOfOneLetterAndMillionsOfMarksIsCutToTheLimit() async throws {
    let query = "a" + String(repeating: "\u{301}", count: 5_000_000)
    let result = try await tvguide.run([], input: "/\(query)\nquit\n")
    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    let screens = LineModeTranscript(result.standardOutput).screens
    // Compared scalar by scalar: "a" and its marks are one character, which is not "a".
    let searchLine = try #require(
      screens.last?.split(separator: "\n").first {
        $0.unicodeScalars.starts(with: "Search: a".unicodeScalars)
      })
    #expect(searchLine.utf8.count < 1_000)
    #expect(result.standardOutput.utf8.count < 100_000, "the query is neither drawn nor searched whole")
    #expect(OverflowingLines.of(result.standardOutput, columns: 80) == [])
  }
}
