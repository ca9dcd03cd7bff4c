import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct ScheduleItemDTOTests {
  @Test func fixturesArePresent() {
    #expect(Fixtures.jsonFiles(under: "schedule").count >= 2)
  }

  /// The TV schedule nests the show as `show`, the web schedule as `_embedded.show`.
  @Test(arguments: Fixtures.jsonFiles(under: "schedule"))
  func scheduleDecodesEpisodesAndShowsWithoutLoss(_ path: String) throws {
    let raw = try #require(JSONValue(data: Fixtures.data(path)).array)
    let items = try Fixtures.decode([ScheduleItemDTO].self, from: path)
    try #require(items.count == raw.count)
    for (rawItem, item) in zip(raw, items) {
      let rawEpisode = rawItem.removing(["show", "_embedded", "_links"])
      #expect(
        rawEpisode.differences(
          to: try JSONValue(encoding: item.episode), ignoring: EpisodeDTOTests.unusedFields) == [])
      let rawShow = try #require(rawItem["show"] ?? rawItem["_embedded"]?["show"])
      let show = try #require(item.show, "episode \(item.episode.id) lost its show")
      #expect(rawShow.differences(to: try JSONValue(encoding: show), ignoring: ["_links"]) == [])
    }
  }

  @Test func specialsInTheWebScheduleHaveNoNumber() throws {
    let path = "schedule/web-2024-01-14.json"
    let raw = try #require(JSONValue(data: Fixtures.data(path)).array)
    let items = try Fixtures.decode([ScheduleItemDTO].self, from: path)
    let rawSpecials = raw.filter { $0["type"]?.string == "significant_special" }
    let specials = items.filter { $0.episode.type == "significant_special" }
    #expect(!specials.isEmpty)
    #expect(specials.map(\.episode.id) == rawSpecials.compactMap { $0["id"]?.int })
    #expect(specials.allSatisfy { $0.episode.number == nil })
  }

  @Test func anItemWithoutShowDecodesWithNilShow() throws {
    let json = #"[{"id":1,"name":"Pilot","season":1,"number":1,"show":null}]"#
    let items = try JSONDecoder().decode([ScheduleItemDTO].self, from: Data(json.utf8))
    #expect(items.first?.episode.id == 1)
    #expect(items.first?.show == nil)
  }
}
