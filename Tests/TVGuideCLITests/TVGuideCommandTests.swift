import Foundation
import TVGuideTestSupport
import Testing

/// The `tvguide` binary run as a user runs it, output compared with files in `Expected/`.
@Suite struct TVGuideCommandTests {
  private let tvguide = BinaryRunner(environment: ["COLUMNS": "80"])

  @Test func helpListsTheCommands() async throws {
    let result = try await tvguide.run(["--help"])
    #expect(result.exitCode == 0)
    for command in ["shows", "search", "show", "cache", "serve"] {
      #expect(result.standardOutput.contains("\n  \(command) "), "\(command)")
    }
    #expect(result.standardOutput.contains("TVMaze"))
  }

  @Test func showsPrintsTheFirstPageOfTheIndex() async throws {
    let result = try await tvguide.run(["shows"])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    ExpectedText.check(result.standardOutput, named: "shows-page-0")
  }

  @Test func searchPrintsRankedMatches() async throws {
    let result = try await tvguide.run(["search", "girls"])
    #expect(result.exitCode == 0)
    ExpectedText.check(result.standardOutput, named: "search-girls")
  }

  @Test func showPrintsTheDetailWithSeasons() async throws {
    let result = try await tvguide.run(["show", "82"])
    #expect(result.exitCode == 0)
    ExpectedText.check(result.standardOutput, named: "show-82")
  }

  @Test func seasonFilterKeepsOneSeason() async throws {
    let result = try await tvguide.run(["show", "83", "--season", "3"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("Season 3 · 24 episodes"))
    #expect(!result.standardOutput.contains("Season 2 "))
    #expect(!result.standardOutput.contains("Season 4 "))
  }

  @Test func searchWithNoMatchesIsAnAnswer() async throws {
    let result = try await tvguide.run(["search", "aoeu", "htns"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == "No shows match \"aoeu htns\"\n")
  }

  @Test func aQueryIsSearchedAsItIsPrinted() async throws {
    let plain = try await tvguide.run(["search", "girls"])
    let hostile = try await tvguide.run(["search", "\u{1B}[31mgi\u{1}rls\u{1B}[0m"])
    #expect(hostile.exitCode == 0)
    #expect(hostile.standardOutput == plain.standardOutput)
    #expect(plain.standardOutput.hasPrefix("10 shows match \"girls\"\n"))
  }

  @Test(arguments: [
    (["show", "999999"], "tvguide: There is no show with id 999999.\n"),
    (["shows", "--page", "9999"], "tvguide: There is no page 9999 of the show index.\n"),
    (
      ["show", "82", "--season", "-1"], "tvguide: Game of Thrones has no season -1; its seasons are 1 to 8.\n"
    ),
    (["search", ""], "tvguide: The search text has no letter or digit.\n"),
    (["search", "!!!"], "tvguide: The search text has no letter or digit.\n"),
    (["show", "82", "--season", "9"], "tvguide: Game of Thrones has no season 9; its seasons are 1 to 8.\n"),
    (
      ["show", "82", "--json", "--season", "0"],
      "tvguide: Game of Thrones has no season 0; its seasons are 1 to 8.\n"
    ),
  ])
  func mistakesGetOneSentenceOnStandardError(arguments: [String], message: String) async throws {
    let result = try await tvguide.run(arguments)
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == message)
  }

  @Test func textFitsTheWidthFromColumns() async throws {
    let result = try await BinaryRunner(environment: ["COLUMNS": "40"]).run(["show", "83"])
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count > 750)
    #expect(lines.allSatisfy { $0.count <= 40 })
  }

  @Test func outputToAPipeHasNoEscapeCodes() async throws {
    for arguments in [["shows"], ["search", "star"], ["show", "82"]] {
      #expect(!(try await tvguide.run(arguments).standardOutput.contains("\u{1B}")))
    }
  }
}
