import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideStore

@Suite struct ShowStoreMaintenanceTests {
  @Test func aStoreThatWasNeverMadeIsEmptyAndStaysUnmade() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cache = folder.url.appendingPathComponent("never")
    let maintenance = ShowStoreMaintenance(folder: cache)
    #expect(try await maintenance.summary() == CacheSummary(location: cache.path))
    _ = try await maintenance.removeSavedAnswers()
    #expect(try await CacheInteractor(cache: maintenance).clear() == CacheSummary(location: cache.path))
    #expect(!FileManager.default.fileExists(atPath: cache.path))
  }

  @Test func removingTheSavedAnswersEmptiesTheStore() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try ShowStore(folder: folder.url)
    let shows = try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json")
    try await store.savePage(0, shows: shows, fetchedAt: Date())
    let maintenance = ShowStoreMaintenance(folder: folder.url)
    #expect(try await maintenance.summary().showCount == shows.count)
    let removed = try await maintenance.removeSavedAnswers()
    #expect(removed.showCount == shows.count && removed.indexPageCount == 1)
    #expect(try await maintenance.summary().isEmpty)
  }

  @Test func theSummaryOfAStoreThatIsNotADatabaseSaysItIsDamaged() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let garbage = Data(repeating: 0x41, count: 4096)
    try garbage.write(to: ShowStore.databaseURL(in: folder.url))
    await #expect(throws: ShowDataError.localDataDamaged(detail: "file is not a database")) {
      try await ShowStoreMaintenance(folder: folder.url).summary()
    }
    #expect(try Data(contentsOf: ShowStore.databaseURL(in: folder.url)) == garbage)
  }

  /// The cache interactor's policy on the real store: a damaged one is removed on `clear`.
  @Test func clearingAStoreThatIsNotADatabaseRemovesItsFilesAndNothingElse() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let garbage = Data(repeating: 0x41, count: 4096)
    for file in ShowStore.files(in: folder.url) { try garbage.write(to: file) }
    let neighbours = ["notes.txt", "tvguide.sqlite.bak", "old-tvguide.sqlite"]
    for name in neighbours { try Data("keep".utf8).write(to: folder.url.appendingPathComponent(name)) }

    let removed = try await CacheInteractor(cache: ShowStoreMaintenance(folder: folder.url)).clear()
    #expect(removed.damage == "file is not a database")
    #expect(removed.location == folder.url.path)
    // SQLite may drop the companions itself when it finds the database unreadable.
    #expect((4096...4 * 4096).contains(removed.sizeInBytes))
    #expect(removed.isEmpty)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(Set(left) == Set(neighbours))
    #expect(try await ShowStore(folder: folder.url).summary().isEmpty)
  }

  @Test func aCacheFolderThatIsAFileIsNeitherSummedUpNorCleared() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("cache")
    try Data("mine".utf8).write(to: file)
    let maintenance = ShowStoreMaintenance(folder: file)
    await #expect(throws: ShowDataError.cacheFolderIsAFile(path: file.path)) {
      try await maintenance.summary()
    }
    await #expect(throws: ShowDataError.cacheFolderIsAFile(path: file.path)) {
      _ = try await maintenance.removeSavedAnswers()
    }
    await #expect(throws: ShowDataError.cacheFolderIsAFile(path: file.path)) {
      _ = try await maintenance.removeStoreFiles()
    }
    #expect(try Data(contentsOf: file) == Data("mine".utf8))
  }
}
