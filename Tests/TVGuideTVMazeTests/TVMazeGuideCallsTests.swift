import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestServer
import TVGuideTestSupport
import Testing

@testable import TVGuideTVMaze

@Suite("The library calls against a TVMaze stand-in on 127.0.0.1", .serialized)
struct TVMazeGuideCallsTests {

  private static func indexShow(_ id: Int) throws -> ShowDTO {
    try #require(try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json").first { $0.id == id })
  }

  private static func date(_ text: String) throws -> CalendarDate {
    try #require(CalendarDate(iso: text))
  }

  // MARK: Lookups

  @Test(arguments: [
    (ShowLookupKey.theTVDB(81_189), "thetvdb=81189"), (.imdb("tt0903747"), "imdb=tt0903747"),
    (.tvRage(18_164), "tvrage=18164"),
  ])
  func aLookupFollowsTVMazesRedirectToTheShow(key: ShowLookupKey, query: String) async throws {
    try await withTestServer { server in
      let show = try await TVMazeClient.loopback(server.baseURL).lookUpShow(key)
      #expect(show == (try Self.indexShow(169)))
      let requests = await server.requests
      #expect(requests.map(\.path) == ["/lookup/shows", "/shows/169"])
      #expect(requests.first?.query == query)
    }
  }

  @Test func aLookupThatMatchesNothingIsNil() async throws {
    try await withTestServer { server in
      let show = try await TVMazeClient.loopback(server.baseURL).lookUpShow(.theTVDB(1))
      #expect(show == nil)
      #expect(await server.requests.count == 1)
    }
  }

  @Test func anIMDbIdIsPercentEncoded() {
    #expect(ShowLookupKey.imdb("tt1&x=2").query == "imdb=tt1%26x%3D2")
  }

  // MARK: Schedules

  @Test func theTVScheduleIsTVMazesWithEachShow() async throws {
    try await withTestServer { server in
      let items = try await TVMazeClient.loopback(server.baseURL).schedule(
        country: "US", date: try Self.date("2019-01-19"))
      #expect(items == (try Fixtures.decode([ScheduleItemDTO].self, from: "schedule/us-2019.json")))
      #expect(items.count == 37)
      #expect(items.allSatisfy { $0.show != nil })
      #expect(await server.requests.map(\.query) == ["country=US&date=2019-01-19"])
    }
  }

  @Test func theWebScheduleReadsItsEmbeddedShowsAndSpecials() async throws {
    try await withTestServer { server in
      let items = try await TVMazeClient.loopback(server.baseURL).webSchedule(
        date: try Self.date("2024-01-14"))
      #expect(items == (try Fixtures.decode([ScheduleItemDTO].self, from: "schedule/web-2024-01-14.json")))
      #expect(items.count == 79)
      #expect(items.allSatisfy { $0.show != nil })
      #expect(items.contains { $0.episode.number == nil && $0.episode.type == "significant_special" })
      let request = try #require(await server.requests.first)
      #expect(request.path == "/schedule/web")
      #expect(request.query == "date=2024-01-14")
    }
  }

  @Test func aDayWithoutEpisodesIsAnEmptySchedule() async throws {
    try await withTestServer { server in
      let client = TVMazeClient.loopback(server.baseURL)
      let british = try await client.schedule(country: "GB", date: try Self.date("2019-01-19"))
      let today = try await client.schedule()
      #expect(british.isEmpty)
      #expect(today.isEmpty)
      #expect(await server.requests.map(\.query) == ["country=GB&date=2019-01-19", ""])
    }
  }

  // MARK: A show's episodes

  @Test func theNextAndPreviousEpisodesAreTheOnesTheShowLinks() async throws {
    try await withTestServer { server in
      let show = try await TVMazeClient.loopback(server.baseURL).show(
        id: 8167, embedding: [.nextEpisode, .previousEpisode])
      #expect(show.name == "Designated Survivor")
      #expect(show.embedded?.nextEpisode?.id == 995_806)
      #expect(show.embedded?.previousEpisode?.id == 985_518)
      #expect(show.embedded?.episodes == nil)
      #expect(await server.requests.map(\.query) == ["embed%5B%5D=nextepisode&embed%5B%5D=previousepisode"])
    }
  }

  @Test func oneEmbedIsAskedForByItself() async throws {
    try await withTestServer { server in
      let show = try await TVMazeClient.loopback(server.baseURL).show(id: 82, embedding: [.previousEpisode])
      #expect(show.embedded?.nextEpisode == nil)
      #expect(await server.requests.map(\.query) == ["embed=previousepisode"])
    }
  }

  @Test func anEpisodeByNumberIsTheOneOfTheList() async throws {
    try await withTestServer { server in
      let client = TVMazeClient.loopback(server.baseURL)
      let list = try Fixtures.decode([EpisodeDTO].self, from: "episodes/82.json")
      let expected = try #require(list.first { $0.season == 3 && $0.number == 9 })
      #expect(try await client.episode(ofShow: 82, season: 3, number: 9) == expected)
      #expect(try await client.episode(ofShow: 82, season: 99, number: 1) == nil)
      #expect(await server.requests.first?.query == "season=3&number=9")
    }
  }

  @Test func episodesByDateAreThoseOfTheDay() async throws {
    try await withTestServer { server in
      let client = TVMazeClient.loopback(server.baseURL)
      let list = try Fixtures.decode([EpisodeDTO].self, from: "episodes/82.json")
      let day = try #require(list.first?.airdate)
      let episodes = try await client.episodes(ofShow: 82, airedOn: try Self.date(day))
      #expect(episodes == list.filter { $0.airdate == day })
      #expect(!episodes.isEmpty)
      #expect(try await client.episodes(ofShow: 82, airedOn: try Self.date("1900-01-01")).isEmpty)
      #expect(await server.requests.first?.query == "date=\(day)")
    }
  }

  // MARK: Seasons, crew, AKAs

  @Test func seasonsAreTVMazes() async throws {
    try await withTestServer { server in
      let seasons = try await TVMazeClient.loopback(server.baseURL).seasons(ofShow: 1)
      #expect(seasons == (try Fixtures.decode([SeasonDTO].self, from: "seasons/1.json")))
      #expect(seasons.map(\.number) == [1, 2, 3])
      #expect(await server.requests.map(\.path) == ["/shows/1/seasons"])
    }
  }

  @Test func theCrewIsTVMazesInItsOrder() async throws {
    try await withTestServer { server in
      let crew = try await TVMazeClient.loopback(server.baseURL).crew(ofShow: 82)
      #expect(crew.count == 65)
      #expect(crew.first?.person.name == "David Nutter")
      #expect(await server.requests.map(\.path) == ["/shows/82/crew"])
    }
  }

  @Test func akasAreTheShowsOtherNames() async throws {
    try await withTestServer { server in
      let client = TVMazeClient.loopback(server.baseURL)
      let akas = try await client.akas(ofShow: 82)
      #expect(
        akas == (try JSONDecoder().decode([ShowAKADTO].self, from: Fixtures.handWritten("akas/82.json"))))
      #expect(try await client.akas(ofShow: 1).isEmpty)
    }
  }

  // MARK: People

  @Test func peopleSearchIsPercentEncodedAndReadsThePerson() async throws {
    try await withTestServer { server in
      let results = try await TVMazeClient.loopback(server.baseURL).searchPeople(matching: "Mike Vogel")
      #expect(results.map(\.person.id) == [1])
      #expect(results.first?.person.birthday == "1979-07-17")
      #expect(await server.requests.map(\.query) == ["q=Mike%20Vogel"])
    }
  }

  @Test func aPersonsCreditsEmbedTheirShows() async throws {
    try await withTestServer { server in
      let credits = try #require(try await TVMazeClient.loopback(server.baseURL).castCredits(ofPerson: 1))
      #expect(credits.map(\.showID) == [1])
      #expect(credits.first?.show == (try Self.indexShow(1)))
      #expect(await server.requests.map(\.query) == ["embed=show"])
    }
  }

  @Test func anUnknownPersonHasNoCredits() async throws {
    try await withTestServer { server in
      let credits = try await TVMazeClient.loopback(server.baseURL).castCredits(ofPerson: 424_242)
      #expect(credits == nil)
    }
  }

  // MARK: Updates

  @Test(arguments: [(UpdatePeriod.day, [1, 82, 169]), (.week, [1, 2, 5, 82, 169])])
  func updatesNameTheChangedShows(period: UpdatePeriod, ids: [Int]) async throws {
    try await withTestServer { server in
      let updates = try await TVMazeClient.loopback(server.baseURL).showUpdates(since: period)
      #expect(updates.updated.keys.sorted() == ids)
      #expect(updates.updated[82] == (try Self.indexShow(82)).updated)
      #expect(await server.requests.map(\.query) == ["since=\(period.rawValue)"])
    }
  }

  // MARK: Faults

  /// The library calls throw what the data-source calls throw: a 404 of a show's list is
  /// TVMaze's "no such show".
  @Test func aShowsListsOfAnUnknownShowAreNotFound() async throws {
    try await withTestServer { server in
      let client = TVMazeClient.loopback(server.baseURL)
      let missing = ShowDataError.showNotFound(id: 99_999)
      await #expect(throws: missing) { try await client.seasons(ofShow: 99_999) }
      await #expect(throws: missing) { try await client.crew(ofShow: 99_999) }
      await #expect(throws: missing) { try await client.akas(ofShow: 99_999) }
      await #expect(throws: missing) { try await client.show(id: 99_999, embedding: [.nextEpisode]) }
    }
  }

  @Test func aLookupRefusedWith429IsRetriedAfterTheWaitAsked() async throws {
    try await withTestServer { server in
      await server.inject(.tooManyRequests(retryAfter: "2"), forPath: "/lookup/shows", times: 2)
      let clock = ManualClock()
      let task = Task { [client = TVMazeClient.loopback(server.baseURL, clock: clock)] in
        try await client.lookUpShow(.imdb("tt0944947"))
      }
      for sent in 1...2 {
        await clock.waitForSleepers(1, turns: SchedulerTurn.limitAcrossSockets)
        #expect(await server.requests.count == sent)
        clock.advance(by: .seconds(2))
      }
      let show = try await task.value
      #expect(show?.id == 82)
      #expect(
        await server.requests.map(\.path) == ["/lookup/shows", "/lookup/shows", "/lookup/shows", "/shows/82"])
    }
  }

  @Test func aServerErrorOnTheScheduleIsAServerFault() async throws {
    try await withTestServer { server in
      await server.inject(.serverError, forPath: "/schedule/web")
      await #expect(throws: ShowDataError.serverFault) {
        try await TVMazeClient.loopback(server.baseURL).webSchedule()
      }
    }
  }

  @Test func aCutOffCrewIsMalformedDataNamingTheRequest() async throws {
    try await withTestServer { server in
      await server.inject(.truncatedBody, forPath: "/shows/82/crew")
      await #expect(throws: ShowDataError.malformedData(detail: "/shows/82/crew: not valid JSON")) {
        try await TVMazeClient.loopback(server.baseURL).crew(ofShow: 82)
      }
    }
  }

  @Test func updatesOfTheWrongShapeAreMalformedData() async throws {
    try await withTestServer { server in
      await server.inject(.body(#"{"82":1,"x7":2}"#), forPath: "/updates/shows")
      await #expect {
        try await TVMazeClient.loopback(server.baseURL).showUpdates(since: .day)
      } throws: { error in
        guard case .malformedData(let detail) = error as? ShowDataError else { return false }
        return detail.hasPrefix("/updates/shows: ")
      }
    }
  }

  @Test func a404WhereNoneIsExpectedIsAnUnexpectedAnswer() async throws {
    try await withTestServer { server in
      await server.inject(.notFound, forPath: "/schedule")
      await #expect(throws: ShowDataError.unexpectedAnswer) {
        try await TVMazeClient.loopback(server.baseURL).schedule()
      }
    }
  }
}
