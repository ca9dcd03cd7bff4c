import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideStore

/// The store as another program, or someone with `sqlite3`, may leave it: rows, tables and
/// dates it did not write, and its lock held. Every read answers or throws a store fact;
/// nothing traps, and clearing always gives a working store back.
@Suite(.serialized) struct ShowStoreTamperingTests {
  private static let savedAt = Date(timeIntervalSince1970: 1_750_000_000)

  /// A store holding index page 0, show 82's episodes and a search, in a folder of its own.
  private static func filledStore() async throws -> (ShowStore, TemporaryFolder) {
    let folder = try TemporaryFolder()
    let store = try ShowStore(folder: folder.url)
    let shows = try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json")
    try await store.savePage(0, shows: shows, fetchedAt: savedAt)
    let episodes = try Fixtures.decode([EpisodeDTO].self, from: "episodes/82.json")
    try await store.saveEpisodes(episodes, ofShow: 82, fetchedAt: savedAt)
    let results = try Fixtures.decode([SearchResultDTO].self, from: "search/girls.json")
    try await store.saveSearch("girls", results: results, fetchedAt: savedAt)
    return (store, folder)
  }

  /// Every read the app makes, each either answering or throwing a `StoreError`.
  private static func readEverything(_ store: ShowStore) async -> [String] {
    var failures: [String] = []
    func attempt(_ read: () async throws -> Void) async {
      do { try await read() } catch is StoreError {
        failures.append("storage")
      } catch { failures.append("not a store fact: \(error)") }
    }
    await attempt { _ = try await store.page(0) }
    await attempt { _ = try await store.show(id: 82) }
    await attempt { _ = try await store.episodes(ofShow: 82) }
    await attempt { _ = try await store.searchResults(for: "girls") }
    await attempt { _ = try await store.matchingShows("thrones") }
    await attempt { _ = try await store.summary() }
    return failures
  }

  @Test(arguments: StoreTampering.damages)
  func everyReadOfATamperedStoreAnswersOrThrowsAStoreFact(_ damage: StoreTampering.Damage) async throws {
    let (store, folder) = try await Self.filledStore()
    defer { folder.remove() }
    try StoreTampering.execute(damage.sql, inStoreAt: folder.url)
    let failures = await Self.readEverything(store)
    #expect(failures.allSatisfy { $0 == "storage" }, "\(failures)")
  }

  /// GRDB's subscript traps on a value it cannot convert (`try!` inside the library): a
  /// search table whose rank is text once ended the process on an offline search.
  @Test func aSearchRankThatIsTextIsADamagedStoreNotATrap() async throws {
    let (store, folder) = try await Self.filledStore()
    defer { folder.remove() }
    let damage = try #require(StoreTampering.damages.first { $0.name == "a search table with a text rank" })
    try StoreTampering.execute(damage.sql, inStoreAt: folder.url)
    await #expect(throws: StoreError.damaged(detail: "a saved answer could not be read")) {
      try await store.matchingShows("Girls")
    }
  }

  @Test func aDateFarOutOfRangeIsReadAsItIs() async throws {
    let (store, folder) = try await Self.filledStore()
    defer { folder.remove() }
    try StoreTampering.execute("UPDATE show SET fetchedAt = -1e300 WHERE id = 82", inStoreAt: folder.url)
    #expect(try await store.show(id: 82)?.savedAt == Date(timeIntervalSince1970: -1e300))
    #expect(try await store.summary().oldestSave == Date(timeIntervalSince1970: -1e300))
  }

  // MARK: The lock

  /// In WAL mode a reader never needs the write lock: opening and reading go on while another
  /// program saves, and only a save of our own waits, for `lockWaitSeconds` at most.
  @Test func aHeldWriteLockStopsOnlyWritesAndNamesItself() async throws {
    let (_, folder) = try await Self.filledStore()
    defer { folder.remove() }
    let lock = try HeldWriteLock(storeAt: folder.url)
    defer { lock.release() }
    let store = try ShowStore(folder: folder.url)
    #expect(try await store.show(id: 82)?.value.name == "Game of Thrones")
    #expect(try await store.summary().indexPageCount == 1)
    await #expect(throws: StoreError.locked(seconds: ShowStore.lockWaitSeconds)) {
      try await store.saveShow(.mock, fetchedAt: Self.savedAt)
    }
    await #expect(throws: ShowDataError.localDataBusy(seconds: ShowStore.lockWaitSeconds)) {
      _ = try await ShowStoreMaintenance(folder: folder.url).removeSavedAnswers()
    }
    #expect(try await store.summary().indexPageCount == 1, "a locked store is left whole")
  }

  // MARK: Clearing

  @Test(arguments: StoreTampering.damages)
  func clearingATamperedStoreLeavesAnEmptyWorkingOne(_ damage: StoreTampering.Damage) async throws {
    let (_, folder) = try await Self.filledStore()
    defer { folder.remove() }
    try StoreTampering.execute(damage.sql, inStoreAt: folder.url)
    try Data("keep".utf8).write(to: folder.url.appendingPathComponent("notes.txt"))
    _ = try await CacheInteractor(cache: ShowStoreMaintenance(folder: folder.url)).clear()
    let store = try ShowStore(folder: folder.url)
    #expect(try await store.summary().isEmpty)
    #expect(try await store.isIntact())
    try await store.saveShow(.mock, fetchedAt: Self.savedAt)
    #expect(try await store.show(id: ShowDTO.mock.id) != nil)
    #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("notes.txt").path))
  }

  /// Forty copies of a store with bytes changed at random places: each clears, whether
  /// SQLite finds it damaged, unreadable or still sound.
  @Test func clearingABitFlippedStoreAlwaysLeavesAnEmptyWorkingOne() async throws {
    let (store, source) = try await Self.filledStore()
    defer { source.remove() }
    _ = store
    try StoreTampering.execute("PRAGMA wal_checkpoint(TRUNCATE)", inStoreAt: source.url)
    let database = StoreTampering.database(in: source.url)
    for seed in 0..<40 as Range<UInt64> {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try StoreTampering.bitFlippedCopy(of: database, seed: seed).write(
        to: StoreTampering.database(in: folder.url))
      _ = try await CacheInteractor(cache: ShowStoreMaintenance(folder: folder.url)).clear()
      let cleared = try ShowStore(folder: folder.url)
      #expect(try await cleared.summary().isEmpty, "seed \(seed)")
      #expect(try await cleared.isIntact(), "seed \(seed)")
    }
  }
}
