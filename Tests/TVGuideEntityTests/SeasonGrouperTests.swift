import TVGuideEntity
import TVGuideTestSupport
import Testing

struct SeasonGrouperTests {
  private let grouper = SeasonGrouper()

  private func ids(_ seasons: [Season]) -> [[Int]] {
    seasons.map { $0.episodes.map(\.id) }
  }

  /// The episodes of an episode list, or of a show answer with embedded episodes.
  private func episodes(in path: String) throws -> [Episode] {
    let dtos =
      path.hasPrefix("show/")
      ? try Fixtures.decode(ShowDTO.self, from: path).embedded?.episodes ?? []
      : try Fixtures.decode([EpisodeDTO].self, from: path)
    return dtos.map(Episode.init(dto:))
  }

  @Test func noEpisodesMakeNoSeasons() {
    #expect(grouper.group([]).isEmpty)
  }

  @Test func seasonsAscendWithGapsKept() {
    let episodes: [Episode] = [
      .mock(id: 50, season: 5, number: 1), .mock(id: 10, season: 1, number: 1),
      .mock(id: 20, season: 2, number: 1),
    ]
    let seasons = grouper.group(episodes)
    #expect(seasons.map(\.number) == [1, 2, 5])
    #expect(ids(seasons) == [[10], [20], [50]])
  }

  @Test func episodesFollowTheirAirdatesWhateverTheInputOrder() {
    let episodes: [Episode] = [
      .mock(id: 3, season: 1, number: 3, airdate: "2011-05-01"),
      .mock(id: 1, season: 1, number: 1, airdate: "2011-04-17"),
      .mock(id: 2, season: 1, number: 2, airdate: "2011-04-24"),
    ]
    #expect(ids(grouper.group(episodes)) == [[1, 2, 3]])
  }

  @Test func specialsStayInTheirSeasonAsUnnumberedRows() throws {
    let episodes: [Episode] = [
      .mock(id: 90, season: 1, number: nil, airdate: "2011-04-20", kind: .significantSpecial),
      .mock(id: 1, season: 1, number: 1, airdate: "2011-04-17"),
      .mock(id: 2, season: 1, number: 2, airdate: "2011-04-24"),
    ]
    let season = try #require(grouper.group(episodes).first)
    #expect(season.episodes.map(\.id) == [1, 90, 2])
    #expect(season.episodes.map(\.number) == [1, nil, 2])
  }

  @Test func episodesWithoutAirdateGoLast() {
    let episodes: [Episode] = [
      .mock(id: 9, season: 1, number: nil),
      .mock(id: 8, season: 1, number: 8),
      .mock(id: 1, season: 1, number: 1, airdate: "2020-01-01"),
      .mock(id: 7, season: 1, number: 7),
    ]
    #expect(ids(grouper.group(episodes)) == [[1, 7, 8, 9]])
  }

  @Test func onTheSameDayNumbersAscendAndSpecialsFollow() {
    let day = "2019-05-19"
    let episodes: [Episode] = [
      .mock(id: 99, season: 8, number: nil, airdate: day),
      .mock(id: 7, season: 8, number: 7, airdate: day),
      .mock(id: 6, season: 8, number: 6, airdate: day),
    ]
    #expect(ids(grouper.group(episodes)) == [[6, 7, 99]])
  }

  @Test func equalKeysKeepTheirInputOrder() {
    let episodes: [Episode] = [
      .mock(id: 5, season: 1, number: nil, airdate: "2010-01-01"),
      .mock(id: 3, season: 1, number: nil, airdate: "2010-01-01"),
      .mock(id: 4, season: 1, number: nil, airdate: "2010-01-01"),
      .mock(id: 2, season: 1, number: nil),
      .mock(id: 1, season: 1, number: nil),
    ]
    #expect(ids(grouper.group(episodes)) == [[5, 3, 4, 2, 1]])
  }

  /// Every real episode list: the seasons hold exactly the episodes of the raw JSON.
  @Test(arguments: Self.episodeLists)
  func groupingKeepsEveryRealEpisode(_ path: String) throws {
    let raw = try JSONValue(data: Fixtures.data(path))
    let rawEpisodes = raw["_embedded"]?["episodes"] ?? raw
    let seasons = grouper.group(try episodes(in: path))
    #expect(EpisodeTally(seasons: seasons) == EpisodeTally(raw: rawEpisodes))
    #expect(seasons.map(\.number) == seasons.map(\.number).sorted())
  }

  /// Every real episode list: inside a season, air dates never go back and undated come last.
  @Test(arguments: Self.episodeLists)
  func realSeasonsAreInAiringOrder(_ path: String) throws {
    let seasons = grouper.group(try episodes(in: path))
    for season in seasons {
      let dates = season.episodes.map(\.airdate)
      let dated = dates.prefix { $0 != nil }.compactMap(\.self)
      #expect(dated == dated.sorted(), "\(path) season \(season.number)")
      #expect(dates.dropFirst(dated.count).allSatisfy { $0 == nil }, "\(path) season \(season.number)")
    }
  }

  /// Game of Thrones lists its specials first; each lands where it aired in its season.
  @Test func gameOfThronesSpecialsLandWhereTheyAired() throws {
    let dtos = try Fixtures.decode([EpisodeDTO].self, from: "episodes/82.json")
    let seasons = grouper.group(dtos.map(Episode.init(dto:)))
    let first = try #require(seasons.first?.episodes.first)
    let seasonOne = dtos.filter { $0.season == 1 && $0.airdate?.isEmpty == false }
    let earliest = try #require(seasonOne.min { $0.airdate ?? "" < $1.airdate ?? "" })
    #expect(first.id == earliest.id)
    #expect(first.number == nil)
    let undated = try #require(dtos.first { $0.airdate == "" })
    #expect(seasons.first { $0.number == undated.season }?.episodes.last?.id == undated.id)
  }

  static let episodeLists =
    Fixtures.jsonFiles(under: "episodes")
    + Fixtures.jsonFiles(under: "variants").filter { $0.hasPrefix("variants/episodes-") }
    + Fixtures.jsonFiles(under: "show").filter { path in
      (try? JSONValue(data: Fixtures.data(path))["_embedded"]?["episodes"]) != nil
    }
}
