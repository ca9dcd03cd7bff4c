import Foundation
import GRDB
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideStore

@Suite struct UserDataStoreTests {
  private let s1e1 = EpisodeKey(season: 1, number: 1)
  private let s1e2 = EpisodeKey(season: 1, number: 2)

  @Test func followsKeepTheirOrderAndFollowingTwiceChangesNothing() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = UserDataStore(folder: folder.url)
    try await store.follow([169, 82])
    try await store.follow([82, 1, 169])
    #expect(try await store.followedShowIDs() == [169, 82, 1])
    try await store.unfollow([82, 5])
    #expect(try await store.followedShowIDs() == [169, 1])
    try await store.follow([82])
    #expect(try await store.followedShowIDs() == [169, 1, 82])
  }

  @Test func watchedMarksArePerShowAndOutliveUnfollowing() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = UserDataStore(folder: folder.url)
    try await store.follow([169])
    try await store.markWatched([s1e1, s1e2, s1e1], ofShow: 169)
    try await store.markWatched([s1e1], ofShow: 82)
    try await store.unfollow([169])
    #expect(try await store.watchedEpisodes(ofShow: 169) == [s1e1, s1e2])
    try await store.markUnwatched([s1e1], ofShow: 169)
    #expect(try await store.watchedEpisodes(ofShow: 169) == [s1e2])
    #expect(try await store.watchedEpisodes(ofShow: 82) == [s1e1])
  }

  @Test func readingAStoreThatWasNeverMadeMakesNothing() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cache = folder.url.appendingPathComponent("never")
    let store = UserDataStore(folder: cache)
    #expect(try await store.followedShowIDs().isEmpty)
    #expect(try await store.watchedEpisodes(ofShow: 1).isEmpty)
    try await store.unfollow([1])
    try await store.markUnwatched([s1e1], ofShow: 1)
    #expect(try await store.exportDocument() == UserDataDocument(following: [], watched: []))
    #expect(!FileManager.default.fileExists(atPath: cache.path))
  }

  @Test func aStoreOfANewerVersionIsRefusedAndLeftAsItIs() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try await UserDataStore(folder: folder.url).follow([169])
    let file = folder.url.appendingPathComponent(UserDataStore.fileName)
    var newer = UserDataSchema.migrator
    newer.registerMigration("v2: a change this tvguide does not know") { db in
      try db.create(table: "list") { $0.primaryKey("id", .integer) }
    }
    let queue = try DatabaseQueue(path: file.path)
    try newer.migrate(queue)
    try queue.close()
    let before = try Data(contentsOf: file)
    let store = UserDataStore(folder: folder.url)
    await #expect(throws: ShowDataError.userDataFromNewerVersion(path: file.path)) {
      try await store.followedShowIDs()
    }
    await #expect(throws: ShowDataError.userDataFromNewerVersion(path: file.path)) {
      try await store.follow([82])
    }
    #expect(try Data(contentsOf: file) == before)
  }

  @Test func aStoreOfThisVersionMadeByAnotherProcessIsRead() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent(UserDataStore.fileName)
    let queue = try DatabaseQueue(path: file.path)
    try UserDataSchema.migrator.migrate(queue)
    try await queue.write { db in
      try db.execute(sql: "INSERT INTO followedShow (showID, followedAt) VALUES (42, '2020-01-01 00:00:00')")
    }
    try queue.close()
    #expect(try await UserDataStore(folder: folder.url).followedShowIDs() == [42])
  }

  /// `following`, `next` and the show screens only read: opening the store for writing
  /// would set up its write-ahead log and check its migrations, each a synced write.
  @Test func readingAStoreOfThisVersionLeavesItsFileAsItWas() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent(UserDataStore.fileName)
    do {
      let store = UserDataStore(folder: folder.url)
      try await store.follow([169])
      try await store.markWatched([s1e1], ofShow: 169)
    }
    let before = try Data(contentsOf: file)
    do {
      let store = UserDataStore(folder: folder.url)
      #expect(try await store.followedShowIDs() == [169])
      #expect(try await store.watchedEpisodes(ofShow: 169) == [s1e1])
    }
    #expect(try Data(contentsOf: file) == before)
    let wal = try? FileManager.default.attributesOfItem(atPath: file.path + "-wal")[.size] as? Int
    #expect((wal ?? 0) == 0)
  }

  @Test func aStoreOfAnOlderVersionIsBroughtUpToDateWhenRead() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent(UserDataStore.fileName)
    let queue = try DatabaseQueue(path: file.path)
    try await queue.write { db in try db.execute(sql: "CREATE TABLE unrelated (id INTEGER)") }
    try queue.close()
    let store = UserDataStore(folder: folder.url)
    #expect(try await store.followedShowIDs().isEmpty)
    try await store.follow([82])
    #expect(try await store.followedShowIDs() == [82])
    let reader = try DatabaseQueue(path: file.path)
    #expect(try await reader.read(UserDataSchema.migrator.hasCompletedMigrations))
    try reader.close()
  }

  @Test func anExportImportedIntoAnotherStoreGivesTheSameDataAndImportingTwiceChangesNothing() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = UserDataStore(folder: folder.url.appendingPathComponent("a"))
    try await store.follow([169, 82])
    try await store.markWatched([s1e2, s1e1], ofShow: 169)
    try await store.markWatched([s1e1], ofShow: 7)
    let document = try await store.exportDocument()
    let copy = UserDataStore(folder: folder.url.appendingPathComponent("b"))
    try await copy.follow([1])
    try await copy.importDocument(document)
    try await copy.importDocument(document)
    #expect(try await copy.followedShowIDs() == [1, 169, 82])
    #expect(try await copy.watchedEpisodes(ofShow: 169) == [s1e1, s1e2])
    #expect(try await copy.watchedEpisodes(ofShow: 7) == [s1e1])
    #expect(document.watched.map(\.show) == [7, 169, 169])
  }

  @Test func clearingTheCacheAndRemovingADamagedCacheKeepTheUserData() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = UserDataStore(folder: folder.url)
    try await store.follow([169])
    try await store.markWatched([s1e1], ofShow: 169)
    // Not kept: an open store would hold the lock that clearing waits for.
    try await ShowStore(folder: folder.url).saveShow(
      ShowDTO(id: 169, name: "Breaking Bad"), fetchedAt: Date())
    let maintenance = ShowStoreMaintenance(folder: folder.url)
    _ = try await CacheInteractor(cache: maintenance).clear()
    for file in ShowStore.files(in: folder.url) { try Data(repeating: 0x41, count: 4096).write(to: file) }
    let recovered = try await CacheInteractor(cache: maintenance).clear()
    #expect(recovered.damage != nil)
    let reopened = UserDataStore(folder: folder.url)
    #expect(try await reopened.followedShowIDs() == [169])
    #expect(try await reopened.watchedEpisodes(ofShow: 169) == [s1e1])
  }
}
