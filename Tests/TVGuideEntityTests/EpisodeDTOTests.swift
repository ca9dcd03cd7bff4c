import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct EpisodeDTOTests {
  static let episodeLists =
    Fixtures.jsonFiles(under: "episodes")
    + Fixtures.jsonFiles(under: "variants").filter { $0.hasPrefix("variants/episodes-") }

  @Test func fixturesArePresent() {
    #expect(Self.episodeLists.count >= 3)
  }

  /// What `EpisodeDTO` leaves in the JSON on purpose: nothing in the app shows it.
  static let unusedFields: Set<String> = ["_links", "url", "image", "summary", "airstamp"]

  @Test(arguments: episodeLists)
  func episodeListDecodesWithoutLossOfWhatTheAppUses(_ path: String) throws {
    let raw = try JSONValue(data: Fixtures.data(path))
    let episodes = try Fixtures.decode([EpisodeDTO].self, from: path)
    #expect(!episodes.isEmpty)
    #expect(raw.differences(to: try JSONValue(encoding: episodes), ignoring: Self.unusedFields) == [])
  }

  @Test func specialsWithoutNumberDecode() throws {
    let raw = try #require(JSONValue(data: Fixtures.data("episodes/82.json")).array)
    let episodes = try Fixtures.decode([EpisodeDTO].self, from: "episodes/82.json")
    let rawSpecialIDs = raw.filter { $0["number"]?.isNull ?? true }.compactMap { $0["id"]?.int }
    #expect(!rawSpecialIDs.isEmpty)
    #expect(episodes.filter { $0.number == nil }.map(\.id) == rawSpecialIDs)
  }

  /// Before 2022 TVMaze sent neither `type` nor `rating` on episodes.
  @Test func olderAnswersHaveNoTypeOrRating() throws {
    let old = try Fixtures.decode([EpisodeDTO].self, from: "variants/episodes-1-2019.json")
    let new = try Fixtures.decode([EpisodeDTO].self, from: "variants/episodes-1-2022.json")
    #expect(old.allSatisfy { $0.type == nil && $0.rating == nil })
    #expect(new.allSatisfy { $0.type != nil && $0.rating != nil })
    #expect(old.map(\.id) == new.map(\.id))
  }

  @Test func unscheduledEpisodeKeepsEmptyTextsAndNullStamp() throws {
    let json = #"{"id":1,"name":null,"season":8,"number":null,"airdate":"","airtime":"","airstamp":null}"#
    let episode = try JSONDecoder().decode(EpisodeDTO.self, from: Data(json.utf8))
    #expect(episode == EpisodeDTO(id: 1, name: nil, season: 8, number: nil, airdate: "", airtime: ""))
  }
}
