import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct ShowDTOTests {
  /// Hypermedia links, and embeds other than episodes: nothing in the app reads them.
  static let unread: Set<String> = ["_links", "cast", "crew", "images", "seasons", "nextepisode"]

  static let showLists =
    Fixtures.jsonFiles(under: "shows")
    + Fixtures.jsonFiles(under: "variants").filter { $0.hasPrefix("variants/shows-") }
  static let singleShows = Fixtures.jsonFiles(under: "show") + Fixtures.jsonFiles(under: "singlesearch")

  @Test func fixturesArePresent() {
    #expect(Self.showLists.count >= 3)
    #expect(Self.singleShows.count >= 3)
  }

  @Test(arguments: showLists)
  func showListDecodesWithoutLoss(_ path: String) throws {
    let raw = try JSONValue(data: Fixtures.data(path))
    let shows = try Fixtures.decode([ShowDTO].self, from: path)
    #expect(!shows.isEmpty)
    #expect(raw.differences(to: try JSONValue(encoding: shows), ignoring: Self.unread) == [])
  }

  @Test(arguments: singleShows)
  func singleShowDecodesWithoutLoss(_ path: String) throws {
    let raw = try JSONValue(data: Fixtures.data(path))
    let show = try Fixtures.decode(ShowDTO.self, from: path)
    let encoded = try JSONValue(encoding: show)
    #expect(raw.differences(to: encoded, ignoring: Self.unread.union(["episodes"])) == [])
    let rawEpisodes = raw["_embedded"]?["episodes"]?.array
    #expect(show.embedded?.episodes?.count == rawEpisodes?.count)
    if let rawEpisodes = raw["_embedded"]?["episodes"] {
      let episodes = try #require(encoded["_embedded"]?["episodes"])
      #expect(rawEpisodes.differences(to: episodes, ignoring: EpisodeDTOTests.unusedFields) == [])
    }
  }

  /// 2015–2017 answers lack keys TVMaze added later; 2022 and later ones send them.
  @Test(arguments: [
    ("variants/shows-page-1-2017.json", false), ("variants/shows-page-0-2022.json", true),
    ("shows/page-1.json", true),
  ])
  func laterKeysFollowTheAPIEra(_ path: String, _ hasLaterKeys: Bool) throws {
    let raw = try #require(JSONValue(data: Fixtures.data(path)).array)
    let shows = try Fixtures.decode([ShowDTO].self, from: path)
    for (rawShow, show) in zip(raw, shows) {
      for key in ["averageRuntime", "ended", "officialSite", "dvdCountry"] {
        #expect((rawShow[key] != nil) == hasLaterKeys, "\(path) #\(show.id) \(key)")
      }
      if !hasLaterKeys {
        #expect(show.averageRuntime == nil && show.ended == nil)
        #expect(show.officialSite == nil && show.dvdCountry == nil)
      }
    }
  }

  @Test func onlyIDAndNameAreRequired() throws {
    let show = try JSONDecoder().decode(ShowDTO.self, from: Data(#"{"id":7,"name":"Bare"}"#.utf8))
    #expect(show == ShowDTO(id: 7, name: "Bare"))
  }

  @Test func nullsStayNil() throws {
    let json = #"""
      {"id":7,"name":"Nulls","genres":null,"runtime":null,"rating":{"average":null},
       "network":null,"webChannel":{"id":null,"name":"Web","country":null},"image":null}
      """#
    let show = try JSONDecoder().decode(ShowDTO.self, from: Data(json.utf8))
    #expect(show.genres == nil)
    #expect(show.runtime == nil)
    #expect(show.rating == RatingDTO(average: nil))
    #expect(show.network == nil)
    #expect(show.webChannel == ChannelDTO(id: nil, name: "Web", country: nil))
    #expect(show.image == nil)
  }

  @Test func aShowWithoutNameIsRejected() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ShowDTO.self, from: Data(#"{"id":7,"name":null}"#.utf8))
    }
  }
}
