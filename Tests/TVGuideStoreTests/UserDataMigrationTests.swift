import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import TVGuideStore

/// The move of the user's data out of the cache folder, step by step; the CLI's tests run it
/// with several processes and across file systems (`UserDataFolderCLITests`).
@Suite struct UserDataMigrationTests {
  @Test func nothingToMoveMakesNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let data = folder.url.appendingPathComponent("data")
    let move = UserDataMigration(cacheFolder: folder.url.appendingPathComponent("cache"), dataFolder: data)
    #expect(try move.run() == .nothingToMove)
    #expect(!FileManager.default.fileExists(atPath: data.path))
    #expect(try UserDataMigration(cacheFolder: folder.url, dataFolder: folder.url).run() == .nothingToMove)
  }

  @Test func theStoreAndItsJournalsMoveWholeAndTheCacheKeepsNoneOfTheirFiles() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (cache, data) = (
      folder.url.appendingPathComponent("cache"), folder.url.appendingPathComponent("data")
    )
    let old = UserDataStore(folder: cache)
    try await old.follow([82, 169])
    try await old.markWatched([EpisodeKey(season: 1, number: 2)], ofShow: 169)
    try FileManager.default.createDirectory(
      at: cache.appendingPathComponent("imports"), withIntermediateDirectories: true)
    try Data("tvmaze thetvdb:1 -\n".utf8).write(to: cache.appendingPathComponent("imports/a.lookups"))
    try FileManager.default.createDirectory(
      at: data.appendingPathComponent("imports"), withIntermediateDirectories: true)
    try Data("bundled thetvdb:2 -\n".utf8).write(to: data.appendingPathComponent("imports/a.lookups"))
    #expect(
      try UserDataMigration(cacheFolder: cache, dataFolder: data).run()
        == .moved(from: cache.path, to: data.path))
    let moved = UserDataStore(folder: data)
    #expect(try await moved.followedShowIDs() == [82, 169])
    #expect(try await moved.watchedEpisodes(ofShow: 169) == [EpisodeKey(season: 1, number: 2)])
    let left = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    #expect(left.allSatisfy { !$0.hasPrefix("user.sqlite") && $0 != "imports" }, "\(left)")
    // The same export's journal in both: the lines of both are kept.
    #expect(
      try String(contentsOf: data.appendingPathComponent("imports/a.lookups"), encoding: .utf8)
        == "bundled thetvdb:2 -\ntvmaze thetvdb:1 -\n")
    #expect(try UserDataMigration(cacheFolder: cache, dataFolder: data).run() == .nothingToMove)
  }

  @Test func aFileSQLiteCannotReadIsLeftWhereItIs() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (cache, data) = (
      folder.url.appendingPathComponent("cache"), folder.url.appendingPathComponent("data")
    )
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    let garbage = Data(repeating: 0x41, count: 4096)
    try garbage.write(to: cache.appendingPathComponent("user.sqlite"))
    let outcome = try UserDataMigration(cacheFolder: cache, dataFolder: data).run()
    guard case .leftInCacheFolder(let path, .unreadable) = outcome else {
      Issue.record("expected the store left as unreadable, got \(outcome)")
      return
    }
    #expect(path == cache.appendingPathComponent("user.sqlite").path)
    #expect(try Data(contentsOf: cache.appendingPathComponent("user.sqlite")) == garbage)
    #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("user.sqlite").path))
    #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("user.sqlite.moving").path))
  }

  /// Another process holding the data folder's lock past the wait is said as a lock, not a
  /// damaged store.
  @Test func aLockHeldPastTheWaitIsSaidAsALock() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try UserDataLock.holding(folder.url) {
      #expect(throws: StoreError.locked(seconds: 0)) {
        try UserDataLock.holding(folder.url, waitingUpTo: 0) {}
      }
    }
    try UserDataLock.holding(folder.url, waitingUpTo: 0) {}
  }
}
