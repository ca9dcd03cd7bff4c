import Foundation
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import Testing

@testable import TVGuideView

@MainActor
@Suite struct ShowDetailReportTests {
  /// The view model as the presenter makes it for `--json`: with its document.
  private func viewModel(_ id: Int) throws -> ShowDetailViewModel {
    let (mapper, detail) = (
      ShowDetailViewModelMapper(sanitizer: TerminalText()), try Fixtures.detail(ofShow: id)
    )
    var viewModel = mapper.viewModel(for: detail, now: Date())
    viewModel.document = mapper.document(for: detail)
    return viewModel
  }

  @Test func printsTheWholeShowAtFullLength() throws {
    let report = ShowDetailReport(format: .text(width: 80, usesColor: false))
    report.display(try viewModel(1))
    ExpectedText.check(report.output.standardOutput, named: "show-detail-report-1")
  }

  @Test func colourOnlyWhenAskedFor() throws {
    let plain = ShowDetailReport(format: .text(width: 80, usesColor: false))
    let coloured = ShowDetailReport(format: .text(width: 80, usesColor: true))
    plain.display(try viewModel(1))
    coloured.display(try viewModel(1))
    #expect(!plain.output.standardOutput.contains("\u{1B}"))
    #expect(coloured.output.standardOutput.contains("\u{1B}[1m"))
  }

  @Test func printsTheJSONDocument() throws {
    let report = ShowDetailReport(format: .json)
    report.display(try viewModel(82))
    let object =
      try JSONSerialization.jsonObject(with: Data(report.output.standardOutput.utf8)) as? [String: Any]
    let seasons = try #require(object?["seasons"] as? [[String: Any]])
    #expect(seasons.count == 8)
    #expect(object?["name"] as? String == "Game of Thrones")
  }

  @Test(arguments: [ReportFormat.text(width: 80, usesColor: false), .json])
  func theWarningGoesToStandardErrorAndNotIntoTheAnswer(format: ReportFormat) throws {
    var warned = try viewModel(1)
    warned.warning = "The local store could not be used (file is not a database)."
    let (plain, report) = (ShowDetailReport(format: format), ShowDetailReport(format: format))
    plain.display(try viewModel(1))
    report.display(warned)
    #expect(report.output.warning == "The local store could not be used (file is not a database).")
    #expect(report.output.standardOutput == plain.output.standardOutput)
    #expect(report.output.succeeded)
  }

  @Test func anErrorIsOneSentenceAndNoOutput() {
    let report = ShowDetailReport(format: .json)
    report.displayLoading("Loading…")
    report.displayError(ErrorViewModel(message: "There is no show with id 3.", hint: "h", isRetryable: false))
    #expect(report.output == ReportOutput(standardOutput: "", errorMessage: "There is no show with id 3."))
  }

  @Test func aShowWithoutEpisodesSaysSo() {
    let report = ShowDetailReport(format: .text(width: 60, usesColor: false))
    report.display(
      ShowDetailViewModelMapper(sanitizer: TerminalText()).viewModel(
        for: ShowDetail(show: .mockBare, seasons: [], origin: .bundled), now: Date()))
    #expect(report.output.standardOutput.hasSuffix("No episodes are listed for this show yet.\n"))
  }
}
