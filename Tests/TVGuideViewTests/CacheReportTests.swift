import TVGuidePresenter
import Testing

@testable import TVGuideView

@MainActor
@Suite struct CacheReportTests {
  private let viewModel = {
    var viewModel = CacheViewModel(
      headline: "The cache holds 2 shows.",
      fields: [DetailField(label: "Location", value: "/c"), DetailField(label: "Size", value: "48 KB")])
    viewModel.document = CacheSummaryDocument(
      location: "/c", sizeInBytes: 48_000, shows: 2, episodeLists: 0, indexPages: 0, searches: 0,
      oldestSave: nil, newestSave: nil)
    return viewModel
  }()

  @Test func textIsTheHeadlineAndAlignedFacts() {
    let report = CacheReport(format: .text(width: 60, usesColor: false))
    report.display(viewModel)
    #expect(report.output.standardOutput == "The cache holds 2 shows.\nLocation  /c\nSize      48 KB\n")
    #expect(report.output.succeeded)
  }

  @Test func jsonWritesAbsentDatesAsNull() {
    let report = CacheReport(format: .json)
    report.display(viewModel)
    #expect(report.output.standardOutput.contains("\"oldestSave\" : null"))
    #expect(report.output.standardOutput.contains("\"shows\" : 2"))
  }

  @Test func anErrorIsTheSentenceAlone() {
    let report = CacheReport(format: .text(width: 60, usesColor: false))
    report.displayError(
      ErrorViewModel(message: "The local store could not be used.", hint: "h", isRetryable: true))
    #expect(
      report.output == ReportOutput(standardOutput: "", errorMessage: "The local store could not be used."))
  }
}
