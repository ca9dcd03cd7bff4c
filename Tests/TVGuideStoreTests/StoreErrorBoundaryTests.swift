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
}
