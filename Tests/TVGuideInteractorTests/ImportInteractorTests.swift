import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

struct ImportInteractorTests {
  private static func stub() -> ShowLookupStub {
    ShowLookupStub(shows: [
      .theTVDB(81189): ShowDTO.mock.with(id: 169, name: "Breaking Bad"),
      .theTVDB(73739): ShowDTO.mock.with(id: 123, name: "Lost"),
      .imdb("tt0944947"): ShowDTO.mock.with(id: 82, name: "Game of Thrones"),
    ])
  }

  private static func run(
    _ csv: String, lookup: ShowLookupStub = stub(), follows: FollowStoreSpy = FollowStoreSpy(),
    journal: ImportJournalSpy? = ImportJournalSpy()
  ) async throws -> ImportResult {
    try await ImportInteractor(lookup: lookup, follows: follows, journal: journal).importExport(csv)
  }

  private static func key(_ season: Int, _ number: Int) -> EpisodeKey {
    EpisodeKey(season: season, number: number)
  }

  @Test func thePlainLayoutFollowsMarksAndReportsUnknownAndDuplicateRows() async throws {
    let csv = """
      tvdb,imdb,season,episode
      81189,,1,1
      81189,,1,2
      ,tt0944947,,
      81189,,1,1
      999999,,2,3
      73739,,1
      """
    let follows = FollowStoreSpy()
    let lookup = Self.stub()
    let result = try await Self.run(csv, lookup: lookup, follows: follows)
    #expect(result.layout == .plain)
    #expect(result.rowCount == 6)
    #expect(await follows.followed == [169, 82])
    #expect(await follows.watched == [169: [Self.key(1, 1), Self.key(1, 2)]])
    #expect(result.shows.map(\.showID) == [169, 82])
    #expect(result.problems.map(\.line) == [5, 6, 7])
    #expect(result.problems[0].reason == .duplicate(firstLine: 2))
    #expect(result.problems[1].reason == .unknownShow(.theTVDB(999999), source: .tvmaze))
    guard case .malformed = result.problems[2].reason else {
      Issue.record("line 7 is malformed")
      return
    }
    #expect(await lookup.lookedUp == [.theTVDB(81189), .imdb("tt0944947"), .theTVDB(999999)], "each id once")
  }

  /// TV Time's `seen_episode.csv`, as its GDPR export writes it: a BOM, CRLF, quoted names.
  @Test func theTVTimeLayoutIsReadWithItsBOMQuotesAndCRLF() async throws {
    let csv =
      "\u{FEFF}tv_show_id,tv_show_name,episode_id,episode_season_number,episode_number,updated_at\r\n"
      + "81189,\"Breaking Bad, the \"\"show\"\"\",349232,1,1,2019-01-01 20:00:00\r\n"
      + "81189,\"Breaking\r\nBad\",349233,1,2,2019-01-02 20:00:00\r\n"
      + ",Unknown,1,1,1,2019-01-02 20:00:00\r\n"
    let follows = FollowStoreSpy()
    let result = try await Self.run(csv, follows: follows)
    #expect(result.layout == .tvTime)
    #expect(await follows.watched[169] == [Self.key(1, 1), Self.key(1, 2)])
    #expect(
      result.problems == [ImportProblem(line: 5, reason: .noShowID)], "the quoted line break counts as a line"
    )
  }

  /// The shows export of xbgmsharp/trakt's `export_trakt.py`: every field quoted.
  @Test func theTraktLayoutFollowsTheShowsAndRefusesEpisodeIDs() async throws {
    let shows = """
      "imdb","trakt","watched_at","title"
      "tt0944947","1390","2019-05-20T03:00:00.000Z","Game of Thrones"
      "tt0000001","9","2019-05-20T03:00:00.000Z","Nobody"
      """
    let follows = FollowStoreSpy()
    let result = try await Self.run(shows, follows: follows)
    #expect(result.layout == .trakt)
    #expect(await follows.followed == [82])
    #expect(
      result.problems == [ImportProblem(line: 3, reason: .unknownShow(.imdb("tt0000001"), source: .tvmaze))])
    let episodes = """
      "tvdb","trakt","watched_at","season","episode","episode_title","show_title"
      "349232","73482","2019-05-20T03:00:00.000Z","1","1","Pilot","Breaking Bad"
      """
    let refused = try await Self.run(episodes)
    #expect(refused.problems == [ImportProblem(line: 2, reason: .episodeIDsOnly)])
    #expect(refused.shows.isEmpty)
  }

  @Test func aFileThatIsNoExportIsRefusedWhole() async throws {
    await #expect(throws: ImportFileError.empty) { try await Self.run("\r\n\n") }
    await #expect(throws: ImportFileError.unknownLayout(columns: ["name", "year"])) {
      try await Self.run("name,year\nLost,2004\n")
    }
    await #expect(throws: ImportFileError.unclosedQuote(line: 3)) {
      try await Self.run("tvdb,imdb,season,episode\n81189,,1,1\n\"81189,,1,2\n")
    }
  }

  @Test func runningTheSameFileTwiceChangesNothingAndLooksNothingUp() async throws {
    let csv = "tvdb,imdb,season,episode\n81189,,1,1\n73739,,2,1\n"
    let (follows, journal) = (FollowStoreSpy(), ImportJournalSpy())
    _ = try await Self.run(csv, follows: follows, journal: journal)
    let (followed, watched) = (await follows.followed, await follows.watched)
    let lookup = Self.stub()
    let second = try await Self.run(csv, lookup: lookup, follows: follows, journal: journal)
    #expect(await lookup.lookedUp.isEmpty)
    #expect(second.lookupsRemembered == 2 && second.lookupsMade == 0)
    #expect(await follows.followed == followed)
    #expect(await follows.watched == watched)
  }

  /// An import stopped while it waits for its third lookup keeps the two shows it found; the
  /// second run looks up only the third and ends where one whole run would.
  @Test func aCancelledImportIsResumedWithoutLookingUpAgain() async throws {
    let csv = "tvdb,imdb,season,episode\n81189,,1,1\n73739,,1,1\n,tt0944947,1,1\n81189,,1,2\n"
    let (follows, journal, lookup, gate) = (FollowStoreSpy(), ImportJournalSpy(), Self.stub(), Gate())
    await lookup.hold(.imdb("tt0944947"), at: gate)
    let first = Task { try await Self.run(csv, lookup: lookup, follows: follows, journal: journal) }
    await gate.waitForWaiters()
    first.cancel()
    await gate.open()
    await #expect(throws: CancellationError.self) { try await first.value }
    #expect(await follows.followed == [169, 123])
    #expect(await follows.watched[169] == [Self.key(1, 1), Self.key(1, 2)])

    let resumed = Self.stub()
    let second = try await Self.run(csv, lookup: resumed, follows: follows, journal: journal)
    #expect(await resumed.lookedUp == [.imdb("tt0944947")])
    #expect((second.lookupsMade, second.lookupsRemembered) == (1, 2))
    #expect(await follows.followed == [169, 123, 82])

    let (whole, wholeFollows) = (Self.stub(), FollowStoreSpy())
    _ = try await Self.run(csv, lookup: whole, follows: wholeFollows)
    #expect(await wholeFollows.followed == follows.followed)
    #expect(await wholeFollows.watched == follows.watched)
  }
}
