import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct ShowTests {
  @Test func mapsEveryFieldOfACompleteShow() throws {
    let dto = ShowDTO.mock
    let show = Show(dto: dto)
    #expect(show.id == dto.id && show.name == dto.name && show.kind == dto.type)
    #expect(show.url?.absoluteString == dto.url)
    #expect(show.genres == ["Drama", "Adventure", "Fantasy"])
    #expect(show.status == .ended)
    #expect(show.runtime == 60 && show.averageRuntime == 61)
    #expect(show.premiered == CalendarDate(year: 2011, month: 4, day: 17))
    #expect(show.ended == CalendarDate(year: 2019, month: 5, day: 19))
    #expect(show.officialSite == URL(string: "http://www.hbo.com/game-of-thrones"))
    #expect(show.schedule == Schedule(time: TimeOfDay(hour: 21, minute: 0), days: [.sunday]))
    #expect(show.rating == 8.9 && show.weight == 99)
    #expect(show.network?.name == "HBO" && show.network?.country?.timeZone == "America/New_York")
    #expect(show.network?.officialSite == URL(string: "https://www.hbo.com/"))
    #expect(show.externals == Externals(tvrage: 24493, thetvdb: 121_361, imdb: "tt0944947"))
    #expect(show.image?.original == URL(string: "https://static.tvmaze.com/o.jpg"))
    #expect(show.summaryHTML == dto.summary)
    #expect(show.updated == Date(timeIntervalSince1970: 1_746_481_277))
    #expect(show.channel == show.network)
  }

  @Test func inventsNothingForABareShow() {
    let show = Show(dto: .mockBare)
    #expect(show == Show(id: ShowDTO.mockBare.id, name: ShowDTO.mockBare.name))
    #expect(show.rating == nil && show.status == nil && show.premiered == nil && show.runtime == nil)
    #expect(show.schedule == nil && show.channel == nil && show.image == nil && show.updated == nil)
    #expect(show.genres.isEmpty)
  }

  @Test func aWebOnlyShowIsOnItsWebChannel() {
    let show = Show(dto: .mockWebOnly)
    #expect(show.network == nil)
    #expect(show.channel?.name == "Netflix")
    #expect(show.channel?.country == nil)
    #expect(show.rating == nil)
    #expect(show.runtime == nil && show.averageRuntime == 56)
    #expect(show.schedule?.time == nil && show.schedule?.days == [.friday])
  }

  @Test func emptyOrUnknownTextsBecomeNilOrOther() {
    var dto = ShowDTO.mockBare
    dto.premiered = ""
    dto.ended = ""
    dto.url = ""
    dto.status = "Pilot Ordered"
    let show = Show(dto: dto)
    #expect(show.premiered == nil && show.ended == nil && show.url == nil)
    #expect(show.status == .other("Pilot Ordered"))
  }

  /// Every show of every real answer keeps its values: URLs parse, dates read, nothing is invented.
  @Test(arguments: ShowDTOTests.showLists + ShowDTOTests.singleShows)
  func realShowsMapWithoutLoss(_ path: String) throws {
    let dtos =
      path.hasPrefix("shows/") || path.hasPrefix("variants/")
      ? try Fixtures.decode([ShowDTO].self, from: path) : [try Fixtures.decode(ShowDTO.self, from: path)]
    for dto in dtos {
      let show = Show(dto: dto)
      #expect(show.url?.absoluteString == dto.url)
      #expect(show.officialSite?.absoluteString == dto.officialSite)
      #expect(show.image?.medium?.absoluteString == dto.image?.medium)
      #expect(show.network?.officialSite?.absoluteString == dto.network?.officialSite)
      #expect(show.premiered?.description == dto.premiered.flatMap { $0.isEmpty ? nil : $0 })
      #expect(show.ended?.description == dto.ended.flatMap { $0.isEmpty ? nil : $0 })
      #expect(show.status?.rawText == dto.status)
      #expect(show.rating == dto.rating?.average)
      #expect(show.network?.name == dto.network?.name && show.webChannel?.name == dto.webChannel?.name)
      #expect(show.network?.country?.code == dto.network?.country?.code)
      #expect(show.externals?.imdb == dto.externals?.imdb)
      #expect(show.genres == dto.genres ?? [])
      #expect(show.runtime == dto.runtime && show.averageRuntime == dto.averageRuntime)
    }
  }
}
