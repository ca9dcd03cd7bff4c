import Foundation
import TVGuideTestSupport
import Testing

/// Stage 1 can only be tested from the outside: its view controllers fetch, format and
/// navigate in one piece, so the only seam is the built app on a pipe, driven in line mode.
@Suite struct EndToEndTests {
  private let app = BinaryRunner(executable: "stage1-mvc", environment: ["COLUMNS": "80"])

  private func screens(after input: String) async throws -> [String] {
    let result = try await app.run([], input: input)
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    #expect(!result.standardOutput.contains("\u{1B}"), "a pipe gets plain text")
    return LineModeTranscript(result.standardOutput).screens
  }

  @Test func theListShowsTheFirstPageOfTheIndexInColumns() async throws {
    let list = try #require(try await screens(after: "quit\n").first)
    let lines = list.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "TV Guide")
    #expect(lines[1] == "  1 Under the Dome               2013  ★★★☆☆ 6.5     Ended        CBS")
    #expect(lines.count == 241, "the title bar and the 240 shows of page 0")
  }

  @Test func aRowNumberOpensTheShowAndBackReturnsToTheList() async throws {
    let screens = try await screens(after: "80\nback\nquit\n")
    #expect(screens.count == 3)
    let detail = screens[1].split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      detail.prefix(4) == [
        "TV Guide › Game of Thrones", "Game of Thrones", "Drama · Adventure · Fantasy", "",
      ])
    #expect(detail.contains("Schedule   Sundays at 21:00 on HBO"))
    #expect(detail.contains("Network    HBO (United States)"))
    #expect(screens[2] == screens[0])
  }

  @Test func theSummaryIsCutToSixLines() async throws {
    let detail = try await screens(after: "80\nquit\n")[1]
    let summary = try #require(detail.components(separatedBy: "\n\n").last)
    let lines = summary.split(separator: "\n")
    #expect(lines.count == 6)
    #expect(lines.last?.hasSuffix(" …") == true)
  }

  @Test func moreAppendsTheNextPageOfTheIndex() async throws {
    let screens = try await screens(after: "more\nquit\n")
    #expect(!screens[0].contains("Kirby Buckets"))
    #expect(screens[1].hasPrefix(screens[0] + "\n"))
    #expect(screens[1].contains("241 Kirby Buckets"))
  }

  /// The help offers only what stage 1 has: no search, so `/girls` gets the help too.
  @Test func anUnknownCommandPrintsTheHelpAndGoesOn() async throws {
    let result = try await app.run([], input: "dance\n/girls\n3\n")
    let help = "Commands: a row number opens it, back, more, retry, quit.\n"
    #expect(result.standardOutput.components(separatedBy: help).count == 3, "the help, twice")
    #expect(!result.standardOutput.contains("/TEXT"))
    #expect(result.standardOutput.contains("TV Guide › Bitten"))
  }
}
