import Foundation
import GRDB
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideStore

@Suite(.serialized) struct CachingShowDataSourceTests {
  /// The time as the source under test sees it; tests move it.
  private final class Now: @unchecked Sendable {
    private let lock = NSLock()
    private var date = Date(timeIntervalSince1970: 1_750_000_000)
    var value: Date { lock.withLock { date } }
    func advance(by seconds: TimeInterval) { lock.withLock { date += seconds } }
  }

  /// A TVMaze stand-in holding show 82 and its episodes, a store in a fresh folder, and the
  /// caching source over both.
  private struct Setup {
    let remote: FakeShowDataSource
    let store: ShowStore
    let source: CachingShowDataSource
    let now = Now()
    let folder: TemporaryFolder

    /// Decoded once for all tests: the index page is slow to decode in a debug build.
    private static let fixtures = Result {
      (
        try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json"),
        try Fixtures.decode([EpisodeDTO].self, from: "episodes/82.json"),
        try Fixtures.decode([SearchResultDTO].self, from: "search/girls.json")
      )
    }

    init() throws {
      let (shows, episodes, girls) = try Self.fixtures.get()
      remote = FakeShowDataSource(
        pages: [0: shows], shows: Dictionary(uniqueKeysWithValues: shows.map { ($0.id, $0) }),
        episodes: [82: episodes], searchResults: ["girls": girls], origin: .live)
      folder = try TemporaryFolder()
      store = try ShowStore(folder: folder.url)
      source = CachingShowDataSource(remote: remote, store: .success(store), now: { [now] in now.value })
    }
  }

  @Test func onlineTheAnswerIsLiveAndSaved() async throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    let fetched = try await setup.source.show(id: 82)
    #expect(fetched.origin == .live)
    #expect(fetched.value.name == "Game of Thrones")
    #expect(fetched.saveFailure == nil)
    #expect(try await setup.store.show(id: 82)?.savedAt == setup.now.value)
  }

  @Test func withinTheTimeToLiveTheStoreAnswersWithoutAsking() async throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    _ = try await setup.source.episodes(ofShow: 82)
    setup.now.advance(by: 59 * 60)
    let again = try await setup.source.episodes(ofShow: 82)
    #expect(again.origin == .live)
    #expect(again.value == (try Fixtures.decode([EpisodeDTO].self, from: "episodes/82.json")))
    #expect(await setup.remote.requests == ["episodes 82"])
  }

  @Test func pastTheTimeToLiveTheAnswerIsRefreshed() async throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    _ = try await setup.source.showIndexPage(0)
    setup.now.advance(by: 61 * 60)
    _ = try await setup.source.showIndexPage(0)
    #expect(await setup.remote.requests == ["page 0", "page 0"])
    #expect(try await setup.store.page(0)?.savedAt == setup.now.value)
  }

  @Test(arguments: [
    ShowDataError.outOfReach(how: .noConnection),
    .outOfReach(how: .noAnswerInTime),
    .serverFault, .rateLimited, .outOfReach(how: .webPageInstead),
  ])
  func outOfReachTheStoreAnswersAndSaysWhenItSaved(failure: ShowDataError) async throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    let live = try await setup.source.show(id: 82)
    let savedAt = setup.now.value
    setup.now.advance(by: 2 * 3600)
    await setup.remote.fail(.show, with: failure)
    let offline = try await setup.source.show(id: 82)
    #expect(offline.value == live.value)
    #expect(offline.origin == .offline(savedAt: savedAt))
  }

  @Test func outOfReachWithNothingSavedTheFailureIsPassedOn() async throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    await setup.remote.fail(.episodes, with: .outOfReach(how: .noConnection))
    await #expect(throws: ShowDataError.outOfReach(how: .noConnection)) {
      try await setup.source.episodes(ofShow: 82)
    }
  }

  /// The store keeps no casts: each is asked for live, and offline the outage is passed on.
  @Test func aCastIsAlwaysLiveAndNeverSaved() async throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    await setup.remote.setCast(.mockGameOfThrones, ofShow: 82)
    #expect(try await setup.source.cast(ofShow: 82).value == .mockGameOfThrones)
    #expect(try await setup.source.cast(ofShow: 82).origin == .live)
    await setup.remote.fail(.cast, with: .outOfReach(how: .noConnection))
    await #expect(throws: ShowDataError.outOfReach(how: .noConnection)) {
      try await setup.source.cast(ofShow: 82)
    }
    #expect(await setup.remote.requests == ["cast 82", "cast 82", "cast 82"])
  }

  @Test(arguments: [ShowDataError.showNotFound(id: 82), .malformedData(detail: "/shows/82: not valid JSON")])
  func anAnswerThatIsNotAnOutageIsPassedOnAndTheSavedCopyKept(failure: ShowDataError) async throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    _ = try await setup.source.show(id: 82)
    let savedAt = setup.now.value
    setup.now.advance(by: 2 * 3600)
    await setup.remote.fail(.show, with: failure)
    await #expect(throws: failure) { try await setup.source.show(id: 82) }
    #expect(try await setup.store.show(id: 82)?.savedAt == savedAt)
  }

  @Test func offlineASearchNeverMadeIsAnsweredFromStoredNames() async throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    _ = try await setup.source.showIndexPage(0)
    await setup.remote.fail(.search, with: .outOfReach(how: .noConnection))
    let found = try await setup.source.searchShows(matching: "thrones")
    #expect(found.value.map(\.show.name) == ["Game of Thrones"])
    #expect(found.origin == .offline(savedAt: setup.now.value))
  }

  @Test func offlineASearchMadeBeforeGetsTVMazesAnswerAgain() async throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    let live = try await setup.source.searchShows(matching: "girls")
    setup.now.advance(by: 2 * 3600)
    await setup.remote.fail(.search, with: .outOfReach(how: .noAnswerInTime))
    let offline = try await setup.source.searchShows(matching: "girls")
    #expect(offline.value == live.value)
    #expect(offline.origin == .offline(savedAt: setup.now.value - 2 * 3600))
  }

  /// Offline, a store that could not be opened is named with the outage: it is why nothing
  /// saved answers either.
  @Test func offlineAStoreThatCannotBeOpenedIsNamedWithTheOutage() async throws {
    let remote = FakeShowDataSource(origin: .live)
    let source = CachingShowDataSource(
      remote: remote, store: .failure(.damaged(detail: "file is not a database")))
    let outage = ShowDataError.outOfReach(how: .noConnection)
    await remote.fail(.page, with: outage)
    await #expect(
      throws: ShowDataError.outageWithUnreadableStore(
        outage, store: .localDataDamaged(detail: "file is not a database"))
    ) {
      try await source.showIndexPage(0)
    }
  }

  /// What a read-only store gave offline (the tests run as root, whom file modes do not stop,
  /// so the store's failure is given here as SQLite words it).
  @Test func offlineAStoreThatCannotBeReadSaysSoNotOnlyThatTVMazeIsOutOfReach() async throws {
    let remote = FakeShowDataSource(origin: .live)
    let readOnly = "attempt to write a readonly database"
    let source = CachingShowDataSource(remote: remote, store: .failure(.unavailable(detail: readOnly)))
    let outage = ShowDataError.outOfReach(how: .noAnswerInTime)
    await remote.fail(.show, with: outage)
    await #expect(
      throws: ShowDataError.outageWithUnreadableStore(outage, store: .localDataUnavailable(detail: readOnly))
    ) {
      try await source.show(id: 82)
    }
  }

  @Test func withoutAStoreAnAnswerThatIsNoOutageIsTheRemotesAlone() async throws {
    let remote = FakeShowDataSource(origin: .live)
    let source = CachingShowDataSource(remote: remote, store: .failure(.damaged(detail: "x")))
    await remote.fail(.page, with: .pageNotFound(page: 0))
    await #expect(throws: ShowDataError.pageNotFound(page: 0)) { try await source.showIndexPage(0) }
  }

  @Test func withoutAStoreEachLiveAnswerSaysWhyItWasNotSaved() async throws {
    let shows = try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json")
    let remote = FakeShowDataSource(
      pages: [0: shows], shows: Dictionary(uniqueKeysWithValues: shows.map { ($0.id, $0) }), origin: .live)
    let source = CachingShowDataSource(
      remote: remote, store: .failure(.folderIsAFile(path: "/home/viewer/cache")))
    let unusable = ShowDataError.cacheFolderIsAFile(path: "/home/viewer/cache")
    let page = try await source.showIndexPage(0)
    #expect(page.origin == .live)
    #expect(page.saveFailure == unusable)
    #expect(try await source.show(id: 82).saveFailure == unusable)
  }

  /// Makes every insert into `table` fail with "full", as a full disk would, until the
  /// trigger `refuse` is dropped.
  private static func refuseInserts(into table: String, in folder: URL) async throws -> DatabaseQueue {
    let database = try DatabaseQueue(path: ShowStore.databaseURL(in: folder).path)
    try await database.write { db in
      try db.execute(
        sql: "CREATE TRIGGER refuse BEFORE INSERT ON \(table) BEGIN SELECT RAISE(ABORT, 'full'); END")
    }
    return database
  }

  @Test func aStoreThatCannotBeWrittenDoesNotCostTheLiveAnswer() async throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    _ = try await Self.refuseInserts(into: "show", in: setup.folder.url)
    let fetched = try await setup.source.show(id: 82)
    #expect(fetched.origin == .live)
    #expect(fetched.value.id == 82)
    #expect(fetched.saveFailure == .localDataUnavailable(detail: "full"))
    #expect(try await setup.store.show(id: 82) == nil)
  }

  /// A failure while saving the episode list (here a trigger, as a full disk would) must not
  /// leave the show saved without it, and the answer says that nothing was saved.
  @Test func aShowAndItsEpisodesAreSavedTogetherOrNotAtAll() async throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    let database = try await Self.refuseInserts(into: "episodeList", in: setup.folder.url)
    let detail = try await ShowDetailInteractor(dataSource: setup.source).detail(ofShow: 82, season: nil)
    #expect(detail.show.name == "Game of Thrones")
    #expect(detail.saveFailure == .localDataUnavailable(detail: "full"))
    #expect(try await setup.store.show(id: 82) == nil)
    #expect(try await setup.store.episodes(ofShow: 82) == nil)

    try await database.write { db in try db.execute(sql: "DROP TRIGGER refuse") }
    let saved = try await ShowDetailInteractor(dataSource: setup.source).detail(ofShow: 82, season: nil)
    #expect(saved.saveFailure == nil)
    #expect(try await setup.store.show(id: 82)?.savedAt == setup.now.value)
    #expect(try await setup.store.episodes(ofShow: 82)?.savedAt == setup.now.value)
  }

  @Test func offlineASearchWithNoStoredMatchIsAnEmptyAnswerNotTheOutage() async throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    _ = try await setup.source.showIndexPage(0)
    await setup.remote.fail(.search, with: .outOfReach(how: .noConnection))
    let found = try await setup.source.searchShows(matching: "zzqx")
    #expect(found.value.isEmpty)
    #expect(found.origin == .offline(savedAt: setup.now.value))
  }

  @Test func offlineASearchWithNothingStoredIsTheOutage() async throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    await setup.remote.fail(.search, with: .outOfReach(how: .noConnection))
    await #expect(throws: ShowDataError.outOfReach(how: .noConnection)) {
      try await setup.source.searchShows(matching: "zzqx")
    }
  }
}
