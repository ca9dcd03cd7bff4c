import TVGuidePresenter
import TVGuideTestSupport
import Testing

@Suite struct ShowDetailDocumentTests {
  private static let keys: Set<String> = [
    "id", "name", "status", "premiered", "rating", "genres", "network", "summary", "seasons",
    "episodesHeld",
  ]

  @Test func writesEveryKeyWithSeasonsAndEpisodes() throws {
    let document = ShowDetailDocument(
      id: 82, name: "Game of Thrones", status: "Ended", premiered: "2011-04-17", rating: 8.9,
      genres: ["Drama"], network: "HBO", summary: "A summary.",
      seasons: [
        SeasonDocument(
          number: 1,
          episodes: [
            EpisodeDocument(
              id: 4952, number: 1, name: "Winter is Coming", airdate: "2011-04-17", runtime: 60,
              type: "regular")
          ])
      ])
    let json = try #require(try EncodedJSON.object(from: document))
    #expect(Set(json.keys) == Self.keys)
    #expect(json["summary"] as? String == "A summary.")
    #expect(json["rating"] as? Double == 8.9)
    let seasons = try #require(json["seasons"] as? [[String: Any]])
    #expect(seasons.count == 1)
    #expect(Set(seasons[0].keys) == ["number", "episodes"])
    #expect(seasons[0]["number"] as? Int == 1)
    let episodes = try #require(seasons[0]["episodes"] as? [[String: Any]])
    #expect(episodes.first?["name"] as? String == "Winter is Coming")
  }

  @Test func writesAbsentValuesAsNull() throws {
    let document = ShowDetailDocument(
      id: 9_999, name: "Bare Show", status: nil, premiered: nil, rating: nil, genres: [],
      network: nil, summary: nil, seasons: [])
    let json = try #require(try EncodedJSON.object(from: document))
    #expect(Set(json.keys) == Self.keys)
    for key in ["status", "premiered", "rating", "network", "summary"] {
      #expect(EncodedJSON.isNull(key, in: json), "\(key) must be written as null")
    }
    #expect(json["genres"] as? [String] == [])
    #expect((json["seasons"] as? [Any])?.isEmpty == true)
  }
}
