import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

struct ShowDetailInteractorTests {
  /// Game of Thrones with its real episode list, specials first as TVMaze sends them.
  private func gameOfThrones() throws -> FakeShowDataSource {
    let show = try Fixtures.decode(ShowDTO.self, from: "show/82.json")
    let episodes = try Fixtures.decode([EpisodeDTO].self, from: "episodes/82.json")
    return FakeShowDataSource(shows: [82: show], episodes: [82: episodes])
  }

  @Test func whenShowAndEpisodesBothFailTheShowsFailureIsTold() async {
    let source = FakeShowDataSource(shows: [82: .mock], episodes: [82: [.mock]])
    await source.fail(.show, with: .malformedData(detail: "/shows/82: not valid JSON"))
    await source.fail(.episodes, with: .outOfReach(how: .noAnswerInTime))
    await #expect(throws: ShowDataError.malformedData(detail: "/shows/82: not valid JSON")) {
      try await ShowDetailInteractor(dataSource: source).detail(ofShow: 82, season: nil)
    }
  }

  @Test func marksThatCannotBeReadLeaveTheShowWithoutThemAndSayWhy() async throws {
    let follows = FakeFollowStore(followed: [82], watched: [82: [EpisodeKey(season: 1, number: 1)]])
    let damaged = ShowDataError.localDataDamaged(detail: "file is not a database")
    await follows.fail(with: damaged)
    let detail = try await ShowDetailInteractor(dataSource: gameOfThrones(), follows: follows)
      .detail(ofShow: 82, season: nil)
    #expect(!detail.seasons.isEmpty)
    #expect(detail.watched == nil)
    #expect(!detail.isFollowed)
    #expect(detail.userDataFailure == damaged)
  }

  @Test func readableMarksCarryNoFailure() async throws {
    let follows = FakeFollowStore(followed: [82])
    let detail = try await ShowDetailInteractor(dataSource: gameOfThrones(), follows: follows)
      .detail(ofShow: 82, season: nil)
    #expect(detail.isFollowed)
    #expect(detail.userDataFailure == nil)
  }

  @Test func loadsTheShowAndGroupsItsEpisodes() async throws {
    let detail = try await ShowDetailInteractor(dataSource: gameOfThrones()).detail(ofShow: 82, season: nil)
    #expect(detail.show == Show(dto: try Fixtures.decode(ShowDTO.self, from: "show/82.json")))
    let raw = try JSONValue(data: Fixtures.data("episodes/82.json"))
    #expect(EpisodeTally(seasons: detail.seasons) == EpisodeTally(raw: raw))
    #expect(detail.seasons.map(\.number) == Array(EpisodeTally(raw: raw).idsPerSeason.keys).sorted())
    #expect(detail.origin == .bundled)
  }

  @Test func aShowWithoutEpisodesHasNoSeasons() async throws {
    let source = FakeShowDataSource(shows: [9_999: .mockBare])
    let detail = try await ShowDetailInteractor(dataSource: source).detail(ofShow: 9_999, season: nil)
    #expect(detail.seasons.isEmpty)
    #expect(detail.show.name == ShowDTO.mockBare.name)
  }

  @Test func aShowWhoseEpisodesTheSourceDoesNotHoldSaysSoEvenForASeason() async throws {
    let source = FakeShowDataSource(shows: [9_999: .mockBare, 82: .mock], episodes: [82: [.mock]])
    await source.holdEpisodes(ofShows: [82])
    for season in [nil, 1] {
      let detail = try await ShowDetailInteractor(dataSource: source).detail(ofShow: 9_999, season: season)
      #expect(!detail.episodesHeld)
      #expect(detail.seasons.isEmpty)
    }
    let held = try await ShowDetailInteractor(dataSource: source).detail(ofShow: 82, season: nil)
    #expect(held.episodesHeld)
    #expect(!held.seasons.isEmpty)
  }

  @Test func aSourceThatCanGetAnyShowsEpisodesHoldsThemAll() async throws {
    let detail = try await ShowDetailInteractor(dataSource: FakeShowDataSource(shows: [9_999: .mockBare]))
      .detail(ofShow: 9_999, season: nil)
    #expect(detail.episodesHeld)
  }

  @Test func keepsOnlyTheSeasonAskedFor() async throws {
    let raw = try JSONValue(data: Fixtures.data("episodes/82.json"))
    let detail = try await ShowDetailInteractor(dataSource: gameOfThrones()).detail(ofShow: 82, season: 6)
    #expect(detail.seasons.map(\.number) == [6])
    #expect(detail.seasons.first?.episodes.map(\.id).sorted() == EpisodeTally(raw: raw).idsPerSeason[6])
  }

  @Test func aMissingSeasonListsTheSeasonsThereAre() async {
    let episodes: [EpisodeDTO] = [
      .mock(id: 5, season: 5, number: 1), .mock(id: 1, season: 1, number: 1),
      .mock(id: 2, season: 2, number: 1),
    ]
    let source = FakeShowDataSource(shows: [82: .mock], episodes: [82: episodes])
    await #expect(
      throws: ShowDataError.seasonNotFound(season: 3, showName: "Game of Thrones", available: [1, 2, 5])
    ) {
      try await ShowDetailInteractor(dataSource: source).detail(ofShow: 82, season: 3)
    }
  }

  @Test func anUnknownShowIsNotFound() async {
    await #expect(throws: ShowDataError.showNotFound(id: 1)) {
      try await ShowDetailInteractor(dataSource: FakeShowDataSource()).detail(ofShow: 1, season: nil)
    }
  }

  @Test(arguments: [FakeShowDataSource.Request.show, .episodes])
  func eitherFailureReachesTheCaller(_ failing: FakeShowDataSource.Request) async throws {
    let source = try gameOfThrones()
    await source.fail(failing, with: .serverFault)
    await #expect(throws: ShowDataError.serverFault) {
      try await ShowDetailInteractor(dataSource: source).detail(ofShow: 82, season: nil)
    }
  }

  @Test func asksForTheShowAndItsEpisodesAtOnce() async throws {
    let source = try gameOfThrones()
    let gate = Gate()
    await source.hold(.show, at: gate)
    await source.hold(.episodes, at: gate)
    let loading = Task { try await ShowDetailInteractor(dataSource: source).detail(ofShow: 82, season: nil) }
    await gate.waitForWaiters(2)
    #expect(await gate.waitingCount == 2)
    await gate.open()
    #expect(try await loading.value.show.id == 82)
  }

  /// A screen built from a stored show and fresh episodes is as old as the stored part.
  @Test func theLeastFreshOriginWins() async throws {
    let saved = Date(timeIntervalSince1970: 1_700_000_000)
    let source = RelabelingDataSource(
      try gameOfThrones(), origins: [.show: .live, .episodes: .offline(savedAt: saved)])
    let detail = try await ShowDetailInteractor(dataSource: source).detail(ofShow: 82, season: nil)
    #expect(detail.origin == .offline(savedAt: saved))
  }

  @Test(arguments: [FakeShowDataSource.Request.show, .episodes])
  func eitherHalfNotSavedMakesTheDetailNotSaved(_ request: FakeShowDataSource.Request) async throws {
    let source = try gameOfThrones()
    let failure = ShowDataError.localDataDamaged(detail: "file is not a database")
    await source.failToSave(request, with: failure)
    let detail = try await ShowDetailInteractor(dataSource: source).detail(ofShow: 82, season: nil)
    #expect(detail.saveFailure == failure)
  }

  @Test func aDetailSavedWholeHasNoSaveFailure() async throws {
    let detail = try await ShowDetailInteractor(dataSource: gameOfThrones()).detail(ofShow: 82, season: nil)
    #expect(detail.saveFailure == nil)
  }
}
