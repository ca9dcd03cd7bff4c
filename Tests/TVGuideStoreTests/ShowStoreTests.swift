import Foundation
import GRDB
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideStore

@Suite(.serialized) struct ShowStoreTests {
  private let savedAt = Date(timeIntervalSince1970: 1_750_000_000)

  private static func withStore(_ body: (ShowStore, URL) async throws -> Void) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try await body(try ShowStore(folder: folder.url), folder.url)
  }

  /// Decoded once: 250 shows take a while to decode in a debug build.
  private static let pageZeroShows = Result { try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json") }

  private static func pageZero() throws -> [ShowDTO] {
    try pageZeroShows.get()
  }

  // MARK: Round trips

  /// Two `tvguide` processes may create the store at once: SQLite refuses the second one's
  /// switch to WAL mode at once ("database is locked") rather than making it wait.
  @Test func manyOpeningANewStoreAtOnceAllGetIt() async throws {
    let failures = try await offThePool { () -> [String] in
      var failures: [String] = []
      for _ in 0..<25 {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let results = LockedResults()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
          do { _ = try ShowStore(folder: folder.url) } catch { results.append("\(error)") }
        }
        failures += results.values
      }
      return failures
    }
    #expect(failures == [])
  }

  @Test func aSavedPageComesBackInTVMazesOrderWithItsShows() async throws {
    try await Self.withStore { store, _ in
      let shows = try Self.pageZero()
      try await store.savePage(0, shows: shows, fetchedAt: savedAt)
      let page = try #require(try await store.page(0))
      #expect(page.value == shows)
      #expect(page.savedAt == savedAt)
      #expect(try await store.show(id: 82)?.value == shows.first { $0.id == 82 })
      #expect(try await store.page(1) == nil)
    }
  }

  @Test func episodesComeBackWithTheirSpecials() async throws {
    try await Self.withStore { store, _ in
      let episodes = try Fixtures.decode([EpisodeDTO].self, from: "episodes/82.json")
      try await store.saveEpisodes(episodes, ofShow: 82, fetchedAt: savedAt)
      #expect(try await store.episodes(ofShow: 82)?.value == episodes)
      #expect(try await store.episodes(ofShow: 83) == nil)
    }
  }

  @Test func aSearchComesBackWithTVMazesScoresWhateverTheCaseAndSpacing() async throws {
    try await Self.withStore { store, _ in
      let results = try Fixtures.decode([SearchResultDTO].self, from: "search/girls.json")
      try await store.saveSearch("Girls", results: results, fetchedAt: savedAt)
      let saved = try #require(try await store.searchResults(for: "  GIRLS "))
      #expect(saved.value == results)
      #expect(try await store.show(id: results[0].show.id)?.value == results[0].show)
    }
  }

  @Test func aNewerSaveOfAShowReplacesTheOlder() async throws {
    try await Self.withStore { store, _ in
      var show = try #require(try Self.pageZero().first)
      try await store.saveShow(show, fetchedAt: savedAt)
      show.name = "Renamed"
      try await store.saveShow(show, fetchedAt: savedAt.addingTimeInterval(60))
      let saved = try #require(try await store.show(id: show.id))
      #expect(saved.value.name == "Renamed")
      #expect(saved.savedAt == savedAt.addingTimeInterval(60))
    }
  }

  // MARK: Full-text search

  @Test func storedShowsAreFoundByWordsAndPrefixesBestFirst() async throws {
    try await Self.withStore { store, _ in
      try await store.savePage(0, shows: try Self.pageZero(), fetchedAt: savedAt)
      let found = try #require(try await store.matchingShows("thron"))
      #expect(found.value.first?.show.name == "Game of Thrones")
      #expect(try await store.matchingShows("game thrones")?.value.map(\.show.id) == [82])
      #expect(try await store.matchingShows("aoeu htns")?.value.isEmpty == true)
      #expect(try await store.matchingShows("  ")?.value.isEmpty == true)
    }
  }

  @Test func accentsDoNotMatterToFullTextSearch() async throws {
    try await Self.withStore { store, _ in
      let results = try Fixtures.decode([SearchResultDTO].self, from: "search/unite-9.json")
      try await store.saveSearch("unite 9", results: results, fetchedAt: savedAt)
      let found = try #require(try await store.matchingShows("unite"))
      #expect(found.value.contains { $0.show.name == "Unité 9" })
    }
  }

  // MARK: Safety

  @Test func aSaveThatFailsHalfwayLeavesNothingOfItself() async throws {
    try await Self.withStore { store, folder in
      let shows = try Self.pageZero()
      try await store.saveShow(shows[0], fetchedAt: savedAt)
      // Make SQLite refuse one show in the middle of the page.
      let queue = try DatabaseQueue(path: ShowStore.databaseURL(in: folder).path)
      try await queue.write { db in
        try db.execute(
          sql: """
            CREATE TRIGGER refuse BEFORE INSERT ON show WHEN NEW.id = \(shows[100].id)
            BEGIN SELECT RAISE(ABORT, 'refused'); END
            """)
      }
      await #expect(throws: StoreError.unavailable(detail: "refused")) {
        try await store.savePage(0, shows: shows, fetchedAt: savedAt.addingTimeInterval(60))
      }
      #expect(try await store.page(0) == nil)
      #expect(try await store.show(id: shows[99].id) == nil)
      #expect(try await store.show(id: shows[0].id)?.savedAt == savedAt)
      #expect(try await store.isIntact())
    }
  }

  @Test func twoConnectionsOpeningANewStoreAtOnceBothWrite() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let shows = try Self.pageZero()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for half in [shows.prefix(120), shows.dropFirst(120)] {
        group.addTask {
          let store = try ShowStore(folder: folder.url)
          for show in half { try await store.saveShow(show, fetchedAt: savedAt) }
        }
      }
      try await group.waitForAll()
    }
    let store = try ShowStore(folder: folder.url)
    #expect(try await store.summary().showCount == shows.count)
    #expect(try await store.isIntact())
  }

  @Test func aFileThatIsNotADatabaseIsReportedDamagedAndLeftAlone() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = ShowStore.databaseURL(in: folder.url)
    let garbage = Data(repeating: 0x41, count: 8192)
    try garbage.write(to: file)
    #expect(throws: StoreError.damaged(detail: "file is not a database")) {
      _ = try ShowStore(folder: folder.url)
    }
    #expect(try Data(contentsOf: file) == garbage)
  }

  @Test func aCacheFolderThatIsAFileIsReportedAndLeftAlone() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("plain-file")
    try Data("mine".utf8).write(to: file)
    for cache in [file, file.appendingPathComponent("tvguide")] {
      #expect(throws: StoreError.folderIsAFile(path: file.path)) {
        _ = try ShowStore(folder: cache)
      }
    }
    #expect(try Data(contentsOf: file) == Data("mine".utf8))
  }

  // MARK: Upkeep

  @Test func theSummaryCountsEverythingAndDatesTheOldestAndNewest() async throws {
    try await Self.withStore { store, folder in
      try await store.savePage(0, shows: try Self.pageZero(), fetchedAt: savedAt)
      let episodes = try Fixtures.decode([EpisodeDTO].self, from: "episodes/82.json")
      try await store.saveEpisodes(episodes, ofShow: 82, fetchedAt: savedAt.addingTimeInterval(3600))
      let summary = try await store.summary()
      #expect(summary.location == folder.path)
      #expect(summary.showCount == (try Self.pageZero().count))
      #expect(summary.indexPageCount == 1)
      #expect(summary.episodeListCount == 1)
      #expect(summary.searchCount == 0)
      #expect(summary.oldestSave == savedAt)
      #expect(summary.newestSave == savedAt.addingTimeInterval(3600))
      #expect(summary.sizeInBytes > 0)
    }
  }

  @Test func clearingLeavesAnEmptyWorkingStore() async throws {
    try await Self.withStore { store, _ in
      try await store.savePage(0, shows: try Self.pageZero(), fetchedAt: savedAt)
      try await store.clear()
      let summary = try await store.summary()
      #expect(summary.isEmpty)
      #expect(summary.oldestSave == nil)
      #expect(try await store.matchingShows("thrones") == nil)
      try await store.saveShow(try #require(try Self.pageZero().first), fetchedAt: savedAt)
      #expect(try await store.summary().showCount == 1)
    }
  }
}
