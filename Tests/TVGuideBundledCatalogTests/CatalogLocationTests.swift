import Foundation
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideBundledCatalog

struct CatalogLocationTests {
  @Test func findsTheBundleNextToTheProgram() throws {
    let location = try #require(CatalogLocation.find(environment: [:]))
    #expect(location.root.lastPathComponent == "Catalog")
    #expect(location.root.deletingLastPathComponent().lastPathComponent == CatalogLocation.bundleName)
    #expect(FileManager.default.fileExists(atPath: location.pageFile(0).path))
  }

  @Test func anOverrideFolderWins() throws {
    let folder = try TemporaryCatalog()
    defer { folder.remove() }
    let location = try #require(CatalogLocation.find(environment: ["TVGUIDE_CATALOG_DIR": folder.root.path]))
    #expect(location.root.standardizedFileURL.path == folder.root.standardizedFileURL.path)
  }

  @Test func aWrongOverrideIsKeptSoTheUserHearsAboutIt() async throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-catalog-\(UUID())")
    let location = try #require(CatalogLocation.find(environment: ["TVGUIDE_CATALOG_DIR": missing.path]))
    #expect(location.root.path == missing.path)
    await #expect(throws: ShowDataError.self) { try await BundledCatalog(folder: location.root).show(id: 1) }
  }

  @Test func namesItsFiles() {
    let location = CatalogLocation(root: URL(fileURLWithPath: "/catalog"))
    #expect(location.pageFile(3).path == "/catalog/shows/page-3.json")
    #expect(location.episodesFile(ofShow: 82).path == "/catalog/episodes/82.json")
  }

  @Test func listsPageNumbersAscendingIgnoringOtherFiles() throws {
    let folder = try TemporaryCatalog()
    defer { folder.remove() }
    for name in [
      "page-10.json", "page-9.json", "page-0.json", "page-2.json", "page-x.json", "notes.txt",
      "page-3.json.bak",
    ] {
      try folder.write("[]", to: "shows/\(name)")
    }
    #expect(CatalogLocation(root: folder.root).pageNumbers() == [0, 2, 9, 10])
  }

  @Test func aMissingFolderHasNoPages() {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-catalog-\(UUID())")
    #expect(CatalogLocation(root: missing).pageNumbers().isEmpty)
  }
}
