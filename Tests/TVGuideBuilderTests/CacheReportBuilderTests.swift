import TVGuideInteractor
import TVGuideView
import Testing

@testable import TVGuideBuilder

@MainActor
@Suite struct CacheReportBuilderTests {
  @Test func infoRunsThePresenterIntoAReport() async {
    let output = await CacheReportBuilder(cache: FixedCache(), format: .text(width: 80, usesColor: false))
      .summary()
    #expect(output.standardOutput.hasPrefix("The cache holds 3 shows.\nLocation  /c\n"))
  }

  @Test func clearReportsWhatWasThere() async {
    let output = await CacheReportBuilder(cache: FixedCache(), format: .json).clear()
    #expect(output.standardOutput.contains("\"shows\" : 3"))
  }
}

/// A cache holding three shows.
private struct FixedCache: CacheMaintaining {
  func summary() async throws -> CacheSummary { CacheSummary(location: "/c", showCount: 3) }
  func clear() async throws -> CacheSummary { try await summary() }
}
