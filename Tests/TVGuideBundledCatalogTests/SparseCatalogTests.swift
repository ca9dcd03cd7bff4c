import Foundation
import TVGuideBundledCatalog
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

/// A catalog whose pages lie far apart: every page between reads as empty, so a filtered
/// read would walk them one by one, 100 million of them here, without its bound.
@Suite struct SparseCatalogTests {
  @Test func aFilteredPageStopsAtTheBoundOfPagesRead() async throws {
    let catalog = try TemporaryCatalog()
    defer { catalog.remove() }
    try catalog.writePage(0, [ShowDTO.mock.with(id: 1, name: "One")])
    try catalog.writePage(100_000_000, [ShowDTO.mock.with(id: 25_000_000_000, name: "Far")])
    let interactor = ShowListInteractor(dataSource: BundledCatalog(folder: catalog.root))
    await #expect(throws: ShowDataError.indexReadLimit(nextPage: ShowIndexStretch.maximumPagesRead)) {
      try await interactor.page(0, withStatus: .running)
    }
  }
}
