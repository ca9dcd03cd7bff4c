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
    #expect(try await maintenance.clear() == CacheSummary(location: cache.path))
    #expect(!FileManager.default.fileExists(atPath: cache.path))
  }

  @Test func clearingReportsWhatWasThereAndEmptiesTheStore() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try ShowStore(folder: folder.url)
    let shows = try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json")
    try await store.savePage(0, shows: shows, fetchedAt: Date())
    let maintenance = ShowStoreMaintenance(folder: folder.url)
    let before = try await maintenance.clear()
    #expect(before.showCount == shows.count)
    #expect(try await maintenance.summary().isEmpty)
  }
}
