import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import TVGuideInteractor

@Suite struct FollowingInteractorTests {
  /// 2026-03-01 12:00 UTC.
  private static let now = Date(timeIntervalSince1970: 1_772_366_400)

  private static func episode(_ id: Int, _ season: Int, _ number: Int?, airstamp: String?) -> EpisodeDTO {
    EpisodeDTO(id: id, name: "Episode \(id)", season: season, number: number, airstamp: airstamp)
  }

  private static let episodes = [
    episode(1, 1, 1, airstamp: "2026-02-15T02:00:00+00:00"),
    episode(2, 1, 2, airstamp: "2026-02-22T02:00:00+00:00"),
    episode(3, 1, nil, airstamp: "2026-02-25T02:00:00+00:00"),
    episode(4, 1, 3, airstamp: "2026-03-08T01:00:00+00:00"),
    episode(5, 1, 4, airstamp: nil),
  ]

  private func interactor(
    follows: FakeFollowStore, shows: [Int: ShowDTO] = [82: .mock.with(id: 82, name: "Running")],
    episodes: [Int: [EpisodeDTO]] = [82: Self.episodes]
  ) -> FollowingInteractor {
    var running = shows
    for (id, show) in running where show.name == "Running" { running[id]?.status = "Running" }
    let source = FakeShowDataSource(shows: running, episodes: episodes)
    return FollowingInteractor(dataSource: source, follows: follows, now: { Self.now })
  }

  @Test func aFollowedShowHasItsSoonestUnairedEpisodeAndCountsAiredOnesNotWatched() async throws {
    let follows = FakeFollowStore(followed: [82], watched: [82: [EpisodeKey(season: 1, number: 1)]])
    let shows = try await interactor(follows: follows).followedShows().shows
    #expect(shows.count == 1)
    guard case .airs(let episode, let date) = shows[0].next else {
      Issue.record("expected a dated next episode, got \(shows[0].next)")
      return
    }
    #expect(episode.id == 4)
    #expect(date == Date(timeIntervalSince1970: 1_772_931_600))
    // S01E02 aired and is not watched; the special is not counted, S01E01 is watched.
    #expect(shows[0].unwatchedCount == 1)
  }

  @Test func aShowWithNothingDatedAheadSaysNoDateYetOrEnded() async throws {
    let aired = [Self.episode(1, 1, 1, airstamp: "2026-02-15T02:00:00+00:00")]
    let unscheduled = aired + [Self.episode(2, 1, 2, airstamp: nil)]
    var ended = ShowDTO.mock.with(id: 7, name: "Over")
    ended.status = "Ended"
    let follows = FakeFollowStore(followed: [82, 7])
    let shows = try await interactor(
      follows: follows, shows: [82: .mock.with(id: 82, name: "Running"), 7: ended],
      episodes: [82: unscheduled, 7: aired]
    ).followedShows().shows
    #expect(shows.map(\.show.id) == [82, 7])
    #expect(shows[0].next == .noDateYet(Episode(dto: unscheduled[1])))
    #expect(shows[1].next == .ended)
  }

  @Test func anEpisodeWithoutAnAirstampAirsAtItsLocalTimeInTheChannelsTimeZone() async throws {
    let old = EpisodeDTO(id: 9, name: "Old", season: 1, number: 1, airdate: "2026-03-09", airtime: "21:00")
    let follows = FakeFollowStore(followed: [82])
    let shows = try await interactor(follows: follows, episodes: [82: [old]]).followedShows().shows
    // 21:00 in New York on 9 March 2026 is EDT (UTC−4): 01:00 UTC on the 10th.
    #expect(shows[0].next.date == Date(timeIntervalSince1970: 1_773_104_400))
  }

  /// The same rule as the calendar's: 01:30 of TVMaze's 9 March is in the small hours of the
  /// 10th, and a readable airstamp wins over the local date and time.
  @Test func nextTimesEpisodesAsTheCalendarDoes() async throws {
    let late = EpisodeDTO(id: 9, name: "Late", season: 1, number: 1, airdate: "2026-03-09", airtime: "01:30")
    var stamped = EpisodeDTO(
      id: 10, name: "Stamped", season: 1, number: 1, airdate: "2026-03-09", airtime: "21:00")
    stamped.airstamp = "2026-03-11T12:00:00+00:00"
    let follows = FakeFollowStore(followed: [82])
    for (episode, stamp) in [(late, "2026-03-10T05:30:00Z"), (stamped, "2026-03-11T12:00:00Z")] {
      let shows = try await interactor(follows: follows, episodes: [82: [episode]]).followedShows().shows
      #expect(shows[0].next.date == Airstamp.date(from: stamp))
    }
  }

  @Test func followingAnUnknownShowFollowsNoneOfTheOthers() async throws {
    let follows = FakeFollowStore()
    await #expect(throws: ShowDataError.showNotFound(id: 5)) {
      try await interactor(follows: follows).follow([82, 5])
    }
    #expect(await follows.followed.isEmpty)
    let names = try await interactor(follows: follows).follow([82])
    #expect(names == [FollowedShowName(id: 82, name: "Running")])
    #expect(await follows.followed == [82])
  }

  @Test func watchedUpToMarksEveryNumberedEpisodeUpToItAndAnUnknownEpisodeChangesNothing() async throws {
    let follows = FakeFollowStore()
    let change = try await interactor(follows: follows).setWatched(
      true, .upTo(EpisodeKey(season: 1, number: 3)), ofShow: 82)
    let marked = (1...3).map { EpisodeKey(season: 1, number: $0) }
    #expect(change.episodes == marked)
    #expect(await follows.watched[82] == Set(marked))
    await #expect(throws: ShowDataError.episodeNotFound(showName: "Running", season: 2, number: 1)) {
      try await interactor(follows: follows).setWatched(
        false, .episode(EpisodeKey(season: 2, number: 1)), ofShow: 82)
    }
    #expect(await follows.watched[82] == Set(marked))
    _ = try await interactor(follows: follows).setWatched(
      false, .episode(EpisodeKey(season: 1, number: 2)), ofShow: 82)
    #expect(await follows.watched[82] == [marked[0], marked[2]])
  }

  // MARK: A bad or vanished show (issue 36)

  /// An id no show has (an import let it in) used to fail the whole list ("There is no show
  /// with id 999999999"); it is left out and said, and the other shows are listed.
  @Test func aShowTheSourceDoesNotKnowIsLeftOutAndSaidWhileTheOthersAreListed() async throws {
    let follows = FakeFollowStore(followed: [999_999_999, 82, -5])
    let followed = try await interactor(follows: follows).followedShows()
    #expect(followed.shows.map(\.show.id) == [82])
    #expect(
      followed.problems.leftOut == [
        FollowedShowProblem(id: 999_999_999, error: .showNotFound(id: 999_999_999)),
        FollowedShowProblem(id: -5, error: .showNotFound(id: -5)),
      ])
  }

  /// A show the source fails for (TVMaze dropped it, a server error) is listed from its saved
  /// copy, and said; the refresher's failure to read the list of changes is handed on.
  @Test func aShowTheSourceFailsForIsGivenFromItsSavedCopy() async throws {
    let follows = FakeFollowStore(followed: [82, 7])
    let source = FakeShowDataSource(
      shows: [82: .mock.with(id: 82, name: "Running")], episodes: [82: Self.episodes])
    let refresher = FollowedShowsRefreshStub(
      failure: .serverFault, copies: [7: (.mock.with(id: 7, name: "Gone"), [])])
    let followed = try await FollowingInteractor(
      dataSource: source, follows: follows, refresher: refresher, now: { Self.now }
    ).followedShows()
    #expect(followed.shows.map(\.show.id) == [82, 7])
    #expect(followed.problems.refreshFailure == .serverFault)
    #expect(
      followed.problems.fromSavedCopies == [
        FollowedShowProblem(id: 7, name: "Gone", error: .showNotFound(id: 7))
      ])
    #expect(followed.problems.leftOut.isEmpty)
  }

  /// Out of reach with nothing saved, no show can be listed: that is the command's failure,
  /// not a list of nothing.
  @Test func noShowReadForAnOutageIsTheOutage() async throws {
    let follows = FakeFollowStore(followed: [82])
    let source = FakeShowDataSource(
      shows: [82: .mock.with(id: 82, name: "Running")], episodes: [82: Self.episodes])
    let outage = ShowDataError.outOfReach(how: .noConnection)
    await source.fail(.show, with: outage)
    await #expect(throws: outage) {
      try await FollowingInteractor(dataSource: source, follows: follows, now: { Self.now }).followedShows()
    }
  }

  /// `unfollow -5`: a followed id no show has is unfollowed, without a name; an id neither
  /// known nor followed still changes nothing.
  @Test func aFollowedIdNoShowHasCanBeUnfollowed() async throws {
    let follows = FakeFollowStore(followed: [82, -5])
    let names = try await interactor(follows: follows).unfollow([-5])
    #expect(names == [FollowedShowName(id: -5, name: nil)])
    #expect(await follows.followed == [82])
    await #expect(throws: ShowDataError.showNotFound(id: 6)) {
      try await interactor(follows: follows).unfollow([82, 6])
    }
    #expect(await follows.followed == [82])
  }
}

/// What comes next on a snapshot whose data ends before now (the bundled catalog, issue 37):
/// measured inside the data, or from the day asked for.
@Suite struct FollowingInteractorAsOfTests {
  /// 2026-12-07 12:00 UTC, long after the data below.
  private static let now = Date(timeIntervalSince1970: 1_796_644_800)
  private static let utc = TimeZone(identifier: "UTC")!

  private static func episode(_ id: Int, _ number: Int, _ airstamp: String) -> EpisodeDTO {
    EpisodeDTO(id: id, name: "Episode \(id)", season: 1, number: number, airstamp: airstamp)
  }

  private func followed(asOf: CalendarDate? = nil, dataEnd: CalendarDate?) async throws -> FollowedShows {
    var running = ShowDTO.mock.with(id: 82, name: "Running")
    running.status = "Running"
    let source = FakeShowDataSource(
      shows: [82: running, 7: .mock.with(id: 7, name: "Other")],
      episodes: [
        82: [
          Self.episode(1, 1, "2019-04-15T01:00:00+00:00"), Self.episode(2, 2, "2019-05-20T01:00:00+00:00"),
        ],
        7: [
          Self.episode(3, 1, "2013-09-30T01:00:00+00:00"), Self.episode(4, 2, "2013-10-07T01:00:00+00:00"),
        ],
      ])
    await source.endData(on: dataEnd)
    let interactor = FollowingInteractor(
      dataSource: source, follows: FakeFollowStore(followed: [82, 7]), now: { Self.now }, asOf: asOf,
      timeZone: Self.utc)
    return try await interactor.followedShows()
  }

  @Test func aSnapshotPastItsEndIsReadAsOfTheLastDayEveryShowHadAnEpisodeToCome() async throws {
    let shows = try await followed(dataEnd: CalendarDate(year: 2019, month: 5, day: 20))
    // Show 7's last episode airs on 7 Oct 2013, the earliest of the two last ones: the day before.
    #expect(shows.asOf.reason == .insideData)
    #expect(shows.asOf.date == Date(timeIntervalSince1970: 1_381_017_600))
    #expect(shows.asOf.dataEnd == CalendarDate(year: 2019, month: 5, day: 20))
    #expect(shows.shows.map { $0.next.date != nil } == [true, true])
  }

  @Test func aDayAskedForIsMeasuredFromItsStart() async throws {
    let shows = try await followed(
      asOf: CalendarDate(year: 2019, month: 5, day: 1), dataEnd: CalendarDate(year: 2019, month: 5, day: 20))
    #expect(shows.asOf.reason == .asked)
    guard case .airs(let episode, _) = shows.shows[0].next else {
      Issue.record("expected episode 2 next, got \(shows.shows[0].next)")
      return
    }
    #expect(episode.id == 2)
    #expect(shows.shows[1].next == .noDateYet(nil) || shows.shows[1].next == .ended)
  }

  @Test func aCurrentSourceIsMeasuredFromNow() async throws {
    let shows = try await followed(dataEnd: nil)
    #expect(shows.asOf == AsOf(date: Self.now, reason: .now))
    #expect(shows.shows.allSatisfy { $0.next.date == nil })
  }
}
