import TVGuideInteractor
import TVGuideView
import Testing

@testable import TVGuideBuilder

@MainActor
@Suite struct CacheModuleBuilderTests {
  @Test func theReportIsThePresentersViewAndThePresenterOwnsTheInteractor() {
    let module = CacheModuleBuilder(cache: FixedCache()).assembleReport(format: .json)
    #expect(module.presenter.view === module.view)
    #expect(module.presenter.buildsDocument)
    #expect(
      !CacheModuleBuilder(cache: FixedCache()).assembleReport(format: .text(width: 80, usesColor: false))
        .presenter.buildsDocument)
  }

  @Test func infoRunsThePresenterIntoAReport() async {
    let output = await ReportBuilder(format: .text(width: 80, usesColor: false)).cacheSummary(
      of: FixedCache())
    #expect(output.standardOutput.hasPrefix("The cache holds 3 shows.\nLocation  /c\n"))
  }

  @Test func textLeavesTheJSONDocumentUnbuilt() async {
    let output = await ReportBuilder(format: .text(width: 80, usesColor: false)).clearCache(FixedCache())
    #expect(output.standardOutput == "Removed 3 shows from the cache.\nLocation  /c\n")
  }

  @Test func clearReportsWhatWasThere() async {
    let output = await ReportBuilder(format: .json).clearCache(FixedCache())
    #expect(output.standardOutput.contains("\"shows\" : 3"))
  }
}

/// A cache holding three shows.
private struct FixedCache: CacheMaintaining {
  var location: String { "/c" }
  func summary() async throws -> CacheSummary { CacheSummary(location: location, showCount: 3) }
  func removeSavedAnswers() async throws -> CacheSummary { try await summary() }
  func removeStoreFiles() async throws -> Int64 { 0 }
}
