import Foundation
import TVGuideTestSupport
import Testing

/// `tvguide show ID --json` against the raw episode files of the bundled catalog.
@Suite struct ShowJSONTests {
  private let tvguide = BinaryRunner()

  private func document(_ id: Int) async throws -> [String: Any] {
    let result = try await tvguide.run(["show", String(id), "--json"])
    #expect(result.exitCode == 0)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
  }

  @Test(arguments: try BundledCatalogFiles.showIDsWithEpisodes())
  func seasonsHoldExactlyTheRawEpisodes(showID: Int) async throws {
    let raw = try BundledCatalogFiles.episodes(ofShow: showID)
    let seasons = try #require(try await document(showID)["seasons"] as? [[String: Any]])
    let rawBySeason = Dictionary(grouping: raw) { $0["season"] as? Int ?? -1 }
    #expect(seasons.compactMap { $0["number"] as? Int } == rawBySeason.keys.sorted())
    for season in seasons {
      let number = try #require(season["number"] as? Int)
      let episodes = try #require(season["episodes"] as? [[String: Any]])
      let rawEpisodes = rawBySeason[number] ?? []
      #expect(
        Set(episodes.compactMap { $0["id"] as? Int }) == Set(rawEpisodes.compactMap { $0["id"] as? Int }))
      #expect(episodes.count == rawEpisodes.count)
      let specials = episodes.filter { $0["number"] is NSNull }.count
      #expect(specials == rawEpisodes.filter { $0["number"] is NSNull || $0["number"] == nil }.count)
      let dates = episodes.compactMap { $0["airdate"] as? String }
      #expect(dates == dates.sorted(), "season \(number) is in airing order")
    }
  }

  @Test func absentValuesAreNullNotMissing() async throws {
    let show = try await document(82)
    for key in ["id", "name", "status", "premiered", "rating", "genres", "network", "summary", "seasons"] {
      #expect(show.keys.contains(key), "\(key)")
    }
    let seasons = try #require(show["seasons"] as? [[String: Any]])
    let special = try #require((seasons.first?["episodes"] as? [[String: Any]])?.first)
    #expect(special["number"] is NSNull)
    #expect(Set(special.keys) == ["id", "number", "name", "airdate", "runtime", "type"])
  }

  @Test func theSummaryIsPlainText() async throws {
    let summary = try #require(try await document(82)["summary"] as? String)
    #expect(!summary.contains("<"))
    #expect(summary.hasPrefix("Based on the bestselling book series"))
  }
}
