import Foundation
import TVGuideTestSupport
import Testing

/// The bundled catalog lists every show but holds the episodes of a few: the CLI says which,
/// and says so for the others instead of claiming they have none.
@Suite struct EpisodesHeldCLITests {
  private let tvguide = BinaryRunner(environment: ["COLUMNS": "100"])
  private static let notHeld =
    "The bundled catalog does not hold this show's episodes; run with --source tvmaze to get them from TVMaze."

  @Test func aShowWhoseEpisodesAreNotBundledSaysHowToGetThem() async throws {
    let result = try await tvguide.run(["show", "527"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("The Sopranos"))
    // Wrapped at the width: it is longer than 100 columns.
    let lastLines = result.standardOutput.split(separator: "\n").suffix(2).joined(separator: " ")
    #expect(lastLines == Self.notHeld)
    #expect(OverflowingLines.of(result.standardOutput, columns: 100) == [])
    #expect(!result.standardOutput.contains("No episodes are listed"))
  }

  @Test func itsJSONSaysTheEpisodesAreNotHeld() async throws {
    let result = try await tvguide.run(["show", "527", "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(document["episodesHeld"] as? Bool == false)
    #expect((document["seasons"] as? [Any])?.isEmpty == true)
  }

  @Test func withEpisodesListsExactlyTheShowsWithAnEpisodeFile() async throws {
    let expected = try BundledCatalogFiles.showIDsWithEpisodes().sorted()
    #expect(expected.contains(123) && expected.contains(169))
    let text = try await tvguide.run(["shows", "--with-episodes"])
    #expect(text.exitCode == 0)
    let rows = text.standardOutput.split(separator: "\n")
    #expect(rows.compactMap { Int($0.split(separator: " ").first ?? "") } == expected)
    #expect(rows.allSatisfy { $0.contains("●") })
    let json = try await tvguide.run(["shows", "--with-episodes", "--json"])
    let shows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
    #expect(shows.compactMap { $0["id"] as? Int } == expected)
    #expect(shows.contains { $0["name"] as? String == "Lost" })
    #expect(shows.contains { $0["name"] as? String == "Breaking Bad" })
  }

  @Test func aPageMarksOnlyTheShowsWhoseEpisodesAreBundled() async throws {
    let held = Set(try BundledCatalogFiles.showIDsWithEpisodes())
    let result = try await tvguide.run(["shows"])
    let rows = result.standardOutput.split(separator: "\n")
    let marked = rows.filter { $0.contains("●") }.compactMap { Int($0.split(separator: " ").first ?? "") }
    #expect(!marked.isEmpty)
    #expect(Set(marked) == held.filter { $0 < 250 })
  }

  @Test(arguments: [["--page", "2"], ["--source", "tvmaze"]])
  func withEpisodesRefusesWhatItCannotMean(extra: [String]) async throws {
    let result = try await tvguide.run(["shows", "--with-episodes"] + extra)
    #expect(result.exitCode != 0)
    #expect(result.standardError.contains("--with-episodes"))
    #expect(result.standardOutput.isEmpty)
  }

  @Test func theHelpExplainsTheMark() async throws {
    let result = try await tvguide.run(["shows", "--help"])
    #expect(result.standardOutput.contains("● marks the shows whose episodes"))
  }
}
