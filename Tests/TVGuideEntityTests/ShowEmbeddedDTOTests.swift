import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct ShowEmbeddedDTOTests {
  /// Designated Survivor's real answer embeds the next episode next to the episode list.
  @Test func theNextEpisodeIsRead() throws {
    let embedded = try #require(try Fixtures.decode(ShowDTO.self, from: "show/8167.json").embedded)
    #expect(embedded.nextEpisode?.id == 995_806)
    #expect(embedded.nextEpisode?.name == "The Oath")
    #expect(embedded.nextEpisode?.airdate == "2016-12-14")
    #expect(embedded.previousEpisode == nil)
    #expect(embedded.episodes?.isEmpty == false)
  }

  @Test func theNeighbouringEpisodesSurviveTheStore() throws {
    let episode = EpisodeDTO(id: 1, name: "Pilot", season: 1, number: 1, airdate: "2013-06-24")
    let block = ShowEmbeddedDTO(episodes: nil, nextEpisode: episode, previousEpisode: episode)
    let json = String(decoding: try JSONEncoder().encode(block), as: UTF8.self)
    #expect(json.contains("\"nextepisode\"") && json.contains("\"previousepisode\""))
    #expect(try JSONDecoder().decode(ShowEmbeddedDTO.self, from: Data(json.utf8)) == block)
  }
}
