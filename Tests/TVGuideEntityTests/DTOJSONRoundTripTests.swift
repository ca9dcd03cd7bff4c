import Foundation
import TVGuideTestSupport
import Testing

@testable import TVGuideEntity

/// The offline store saves DTOs as the JSON they encode to and reads them back: nothing may
/// change on the way, for every shape TVMaze has sent.
@Suite struct DTOJSONRoundTripTests {
  private static func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  @Test(
    arguments: Fixtures.jsonFiles(under: "shows")
      + Fixtures.jsonFiles(under: "variants").filter { $0.contains("shows") })
  func indexPagesSurviveTheStore(file: String) throws {
    let shows = try Fixtures.decode([ShowDTO].self, from: file)
    #expect(try Self.roundTrip(shows) == shows)
  }

  @Test(
    arguments: Fixtures.jsonFiles(under: "episodes")
      + Fixtures.jsonFiles(under: "variants").filter { $0.contains("episodes") })
  func episodeListsSurviveTheStore(file: String) throws {
    let episodes = try Fixtures.decode([EpisodeDTO].self, from: file)
    #expect(try Self.roundTrip(episodes) == episodes)
  }

  @Test(arguments: Fixtures.jsonFiles(under: "search"))
  func searchAnswersSurviveTheStore(file: String) throws {
    let results = try Fixtures.decode([SearchResultDTO].self, from: file)
    #expect(try Self.roundTrip(results) == results)
  }

  @Test func embeddedEpisodesKeepTheirUnderscoreKey() throws {
    let show = try Fixtures.decode(ShowDTO.self, from: "show/1.json")
    let json = String(decoding: try JSONEncoder().encode(show), as: UTF8.self)
    #expect(show.embedded != nil)
    #expect(json.contains("\"_embedded\""))
  }
}
