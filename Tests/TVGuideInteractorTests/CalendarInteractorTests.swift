import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

struct CalendarInteractorTests {
  /// 2024-03-01T00:00:00Z: every zone's spring change lies in the 60 days after it.
  private static let now = Date(timeIntervalSince1970: 1_709_251_200)

  private static func show(_ id: Int, zone: String?) -> ShowDTO {
    var show = ShowDTO.mock.with(id: id, name: "Show \(id)")
    show.network = ChannelDTO(
      id: id, name: "Channel \(id)",
      country: zone.map { CountryDTO(name: "Somewhere", code: "XX", timezone: $0) })
    return show
  }

  private static func episode(_ id: Int, _ day: String, _ time: String, runtime: Int? = 30) -> EpisodeDTO {
    EpisodeDTO(
      id: id, name: "Episode \(id)", season: 1, number: id, airdate: day, airtime: time, runtime: runtime)
  }

  private static func coming(
    shows: [ShowDTO], episodes: [Int: [EpisodeDTO]], followed: [Int], days: Int = 60
  ) async throws -> ComingEpisodes {
    let source = FakeShowDataSource(
      shows: Dictionary(uniqueKeysWithValues: shows.map { ($0.id, $0) }), episodes: episodes)
    let interactor = CalendarInteractor(dataSource: source, follows: FollowStoreSpy(followed: followed)) {
      now
    }
    return try await interactor.comingEpisodes(days: days)
  }

  private static func utc(_ text: String) -> Date? { Airstamp.date(from: text) }

  /// The same 21:00 slot before and after each zone's change of clocks.
  @Test func episodesAcrossDaylightSavingChangesStartAtTheRightInstant() async throws {
    let zones = [
      (1, "America/New_York", "2024-03-09", "2024-03-10", "2024-03-10T02:00:00Z", "2024-03-11T01:00:00Z"),
      (2, "Europe/London", "2024-03-30", "2024-03-31", "2024-03-30T21:00:00Z", "2024-03-31T20:00:00Z"),
      (3, "Asia/Kolkata", "2024-03-30", "2024-03-31", "2024-03-30T15:30:00Z", "2024-03-31T15:30:00Z"),
      (4, "Australia/Lord_Howe", "2024-04-06", "2024-04-07", "2024-04-06T10:00:00Z", "2024-04-07T10:30:00Z"),
    ]
    let coming = try await Self.coming(
      shows: zones.map { Self.show($0.0, zone: $0.1) },
      episodes: Dictionary(
        uniqueKeysWithValues: zones.map {
          ($0.0, [Self.episode($0.0 * 10, $0.2, "21:00"), Self.episode($0.0 * 10 + 1, $0.3, "21:00")])
        }),
      followed: zones.map(\.0))
    for zone in zones {
      let starts = coming.episodes.filter { $0.show.id == zone.0 }.map(\.airs)
      #expect(starts == [Self.utc(zone.4), Self.utc(zone.5)], "\(zone.1)")
    }
    let all = coming.episodes.compactMap(\.airs)
    #expect(all == all.sorted(), "soonest first")
    #expect(coming.followedShowCount == 4)
  }

  @Test func onlyEpisodesInsideTheWindowAreKept() async throws {
    let coming = try await Self.coming(
      shows: [Self.show(1, zone: "Europe/London")],
      episodes: [
        1: [
          Self.episode(1, "2024-02-29", "21:00"), Self.episode(2, "2024-03-01", "09:00"),
          Self.episode(3, "2024-03-07", "23:59"), Self.episode(4, "2024-03-08", "00:00"),
          EpisodeDTO(id: 5, name: "Announced", season: 1, number: 5, airdate: "", airtime: ""),
        ]
      ],
      followed: [1], days: 7)
    #expect(coming.episodes.map(\.episode.id) == [2, 3])
  }

  @Test func withoutATimeOrAZoneAnEpisodeIsKeptByItsDayAlone() async throws {
    let coming = try await Self.coming(
      shows: [Self.show(1, zone: nil), Self.show(2, zone: "America/New_York")],
      episodes: [1: [Self.episode(1, "2024-03-01", "21:00")], 2: [Self.episode(2, "2024-03-02", "")]],
      followed: [1, 2], days: 3)
    #expect(coming.episodes.map(\.episode.id) == [1, 2])
    #expect(coming.episodes.allSatisfy { $0.airs == nil })
  }

  /// TVMaze's airstamp is the exact instant; the local date and time are only its reading in
  /// one time zone, and an answer where they disagree (a moved slot, a wrong zone) is
  /// believed by its stamp.
  @Test func theAirstampWinsOverTheLocalDateAndTimeItDisagreesWith() async throws {
    var moved = Self.episode(1, "2024-03-05", "21:00")
    moved.airstamp = "2024-03-06T03:30:00+00:00"
    var zoneless = Self.episode(2, "2024-03-05", "")
    zoneless.airstamp = "2024-03-07T01:00:00-05:00"
    let coming = try await Self.coming(
      shows: [Self.show(1, zone: "America/New_York"), Self.show(2, zone: nil)],
      episodes: [1: [moved], 2: [zoneless]], followed: [1, 2], days: 10)
    #expect(coming.episodes.map(\.episode.id) == [1, 2])
    #expect(
      coming.episodes.map(\.airs) == [Self.utc("2024-03-06T03:30:00Z"), Self.utc("2024-03-07T06:00:00Z")])
  }

  /// Without an airstamp, or with one that cannot be read, the instant is worked out from the
  /// local date and time in the channel's zone: 21:00 in New York is 02:00 UTC the next day,
  /// and 01:30 belongs to the broadcast day before.
  @Test func withoutAReadableAirstampTheLocalTimeInTheChannelsZoneIsUsed() async throws {
    var unreadable = Self.episode(1, "2024-03-05", "21:00")
    unreadable.airstamp = "5 March, 9 pm"
    let small = Self.episode(2, "2024-03-05", "01:30")
    let coming = try await Self.coming(
      shows: [Self.show(1, zone: "America/New_York")], episodes: [1: [unreadable, small]], followed: [1],
      days: 10)
    #expect(
      coming.episodes.map(\.airs) == [Self.utc("2024-03-06T02:00:00Z"), Self.utc("2024-03-06T06:30:00Z")])
  }

  @Test func noFollowedShowsMakeAnEmptyCalendar() async throws {
    let coming = try await Self.coming(shows: [], episodes: [:], followed: [])
    #expect(coming.episodes.isEmpty)
    #expect(coming.followedShowCount == 0)
  }
}
