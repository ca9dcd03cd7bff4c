import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideStore

/// The store's failures are translated once, where a source built on it hands an answer over
/// (`ShowDataError+Store.swift`): every call of the user's data, its import journal, the
/// cache's maintenance and the caching source throws a `ShowDataError`, never the store's own
/// `StoreError` nor SQLite's or the file system's errors.
@Suite struct StoreErrorBoundaryTests {
  typealias Call = @Sendable () async throws -> Void

  /// What `call` threw, if anything.
  private static func failure(of call: Call) async -> (any Error)? {
    do {
      try await call()
      return nil
    } catch {
      return error
    }
  }

  /// A folder whose `user.sqlite` (or cache) is no database: each call fails, as what it means.
  private static func damagedFile(in folder: URL, named name: String) throws {
    try Data("not a database, but a file of the same name".utf8).write(
      to: folder.appendingPathComponent(name))
  }

  @Test func everyCallOfTheUsersDataThrowsAShowDataErrorNamingIt() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.damagedFile(in: folder.url, named: UserDataStore.fileName)
    let store = UserDataStore(folder: folder.url)
    let key = EpisodeKey(season: 1, number: 1)
    let calls: [(String, Call)] = [
      ("followedShowIDs", { _ = try await store.followedShowIDs() }),
      ("follow", { try await store.follow([82]) }),
      ("unfollow", { try await store.unfollow([82]) }),
      ("watchedEpisodes", { _ = try await store.watchedEpisodes(ofShow: 82) }),
      ("markWatched", { try await store.markWatched([key], ofShow: 82) }),
      ("markUnwatched", { try await store.markUnwatched([key], ofShow: 82) }),
      ("exportDocument", { _ = try await store.exportDocument() }),
      ("importDocument", { try await store.importDocument(UserDataDocument(following: [], watched: [])) }),
    ]
    for (name, call) in calls {
      let error = await Self.failure(of: call)
      guard case .userDataUnusable(let path, let problem)? = error as? ShowDataError else {
        Issue.record("\(name) threw \(String(describing: error))")
        continue
      }
      #expect(path == store.databaseURL.path, "\(name)")
      #expect(problem.kind == .storage, "\(name): \(problem)")
    }
  }

  /// The store's refusals are the situations they are, not a damaged store.
  @Test func theLimitOfFollowedShowsIsRefusedAsTheUsersSituation() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = UserDataStore(folder: folder.url)
    let tooMany = Array(1...(UserDataLimits.followedShows + 1))
    await #expect(throws: ShowDataError.tooManyFollowedShows(limit: UserDataLimits.followedShows)) {
      try await store.follow(tooMany)
    }
    #expect(try await store.followedShowIDs().isEmpty)
  }

  @Test func aJournalThatCannotBeWrittenThrowsAShowDataErrorNamingItsFolder() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // `imports` as a file: the journal's folder cannot be made.
    try Self.damagedFile(in: folder.url, named: ImportLookupJournal.folderName)
    let journal = ImportLookupJournal(folder: folder.url, contents: Data("tvdb_id\n1\n".utf8))
    let error = await Self.failure {
      try await journal.record(.theTVDB(1), resolvedTo: 1, named: "One", by: .tvmaze)
    }
    guard case .userDataUnusable(let path, .localDataUnavailable)? = error as? ShowDataError else {
      Issue.record("record threw \(String(describing: error))")
      return
    }
    #expect(path == folder.url.appendingPathComponent(ImportLookupJournal.folderName).path)
  }

  @Test func everyCallOfTheCacheOnADamagedStoreThrowsAShowDataError() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.damagedFile(in: folder.url, named: ShowStore.fileName)
    let maintenance = ShowStoreMaintenance(folder: folder.url)
    let source = CachingShowDataSource(
      remote: FakeShowDataSource(origin: .live),
      store: Result { () throws(StoreError) in try ShowStore(folder: folder.url) })
    let calls: [(String, Call)] = [
      ("summary", { _ = try await maintenance.summary() }),
      ("removeSavedAnswers", { _ = try await maintenance.removeSavedAnswers() }),
      ("cachedShowIndexPage", { _ = try await source.showIndexPage(0) }),
    ]
    for (name, call) in calls {
      let error = await Self.failure(of: call)
      #expect(error == nil || error is ShowDataError, "\(name) threw \(String(describing: error))")
    }
  }

  /// Every call of the `ShowDataSource` protocol, as a front end makes it.
  private static func dataSourceCalls(_ source: any ShowDataSource) -> [(String, Call)] {
    [
      ("showIndexPage", { _ = try await source.showIndexPage(0) }),
      ("searchShows", { _ = try await source.searchShows(matching: "girls") }),
      ("show(id:)", { _ = try await source.show(id: 82) }),
      ("episodes(ofShow:)", { _ = try await source.episodes(ofShow: 82) }),
      ("cast(ofShow:)", { _ = try await source.cast(ofShow: 82) }),
      ("showWithEpisodes", { _ = try await source.showWithEpisodes(id: 82) }),
      ("showIDsWithEpisodesHeld", { _ = try await source.showIDsWithEpisodesHeld() }),
      ("dataEnd", { _ = try await source.dataEnd() }),
    ]
  }

  /// The caching source, the one the app reads shows through, over a store saved with answers
  /// (an hour old, so every call asks TVMaze) and then damaged in each way `StoreTampering`
  /// knows: with TVMaze answering, every call saves into the damaged store; with TVMaze out of
  /// reach, every call falls back on reading it. Whatever a call throws is a `ShowDataError`,
  /// never the store's `StoreError` nor SQLite's (GRDB's `DatabaseError`).
  @Test(arguments: StoreTampering.damages)
  func everyCallOfTheCachingSourceOverATamperedStoreThrowsAShowDataError(
    _ damage: StoreTampering.Damage
  ) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try ShowStore(folder: folder.url)
    let savedAt = Date(timeIntervalSinceNow: -7200)
    let shows = try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json")
    try await store.savePage(0, shows: shows, fetchedAt: savedAt)
    try await store.saveShow(ShowDTO.mock, fetchedAt: savedAt)
    try await store.saveEpisodes(
      try Fixtures.decode([EpisodeDTO].self, from: "episodes/82.json"), ofShow: 82, fetchedAt: savedAt)
    try await store.saveSearch(
      "girls", results: try Fixtures.decode([SearchResultDTO].self, from: "search/girls.json"),
      fetchedAt: savedAt)
    try StoreTampering.execute(damage.sql, inStoreAt: folder.url)
    let remote = FakeShowDataSource(
      pages: [0: shows], shows: [82: ShowDTO.mock], episodes: [82: []], casts: [82: []],
      searchResults: ["girls": []], origin: .live)
    let source = CachingShowDataSource(remote: remote, store: .success(store))
    for outage in [nil, ShowDataError.outOfReach(how: .noConnection)] {
      for request in [FakeShowDataSource.Request.page, .search, .show, .episodes, .cast] {
        await remote.fail(request, with: outage)
      }
      for (name, call) in Self.dataSourceCalls(source) {
        let error = await Self.failure(of: call)
        #expect(
          error == nil || error is ShowDataError,
          "\(name), TVMaze \(outage == nil ? "answering" : "out of reach"): threw \(String(describing: error))"
        )
      }
    }
  }
}
