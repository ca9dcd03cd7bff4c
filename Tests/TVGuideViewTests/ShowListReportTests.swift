import Foundation
import TVGuidePresenter
import TVGuideTestSupport
import Testing

@testable import TVGuideView

@MainActor
@Suite struct ShowListReportTests {
  private func rows(_ count: Int) throws -> [ShowRow] {
    try Fixtures.indexPage(0, count: count).map(ShowRowMapper(sanitizer: TerminalText()).row(for:))
  }

  @Test func printsRowsWithTheirIDs() throws {
    let report = ShowListReport(format: .text(width: 80, usesColor: false), showsStatus: false)
    report.display(ShowListViewModel(rows: try rows(5), status: ShowListStatus(kind: .browsing, message: "")))
    ExpectedText.check(report.output.standardOutput, named: "show-list-report")
    #expect(report.output.succeeded)
  }

  @Test func printsTheStatusLineForSearches() throws {
    let report = ShowListReport(format: .text(width: 80, usesColor: false), showsStatus: true)
    report.display(
      ShowListViewModel(
        rows: try rows(1), status: ShowListStatus(kind: .results, message: "1 show matches \"dome\"")))
    #expect(report.output.standardOutput.hasPrefix("1 show matches \"dome\"\n"))
  }

  @Test func printsNoMatchesAsAnAnswerNotAnError() {
    let report = ShowListReport(format: .text(width: 80, usesColor: false), showsStatus: true)
    report.display(
      ShowListViewModel(rows: [], status: ShowListStatus(kind: .noResults, message: "No shows match \"xyz\""))
    )
    #expect(report.output == ReportOutput(standardOutput: "No shows match \"xyz\"\n"))
  }

  @Test func anEmptyIndexPagePrintsWhatThePresenterSays() {
    let report = ShowListReport(format: .text(width: 80, usesColor: false), showsStatus: false)
    report.display(
      ShowListViewModel(rows: [], status: ShowListStatus(kind: .noResults, message: "No shows here.")))
    #expect(report.output.standardOutput == "No shows here.\n")
  }

  @Test func aLongStatusWrapsToTheWidthAndKeepsEveryWord() {
    let query = "the quick brown fox jumps over the lazy dog and runs far far away"
    let report = ShowListReport(format: .text(width: 30, usesColor: false), showsStatus: true)
    report.display(
      ShowListViewModel(
        rows: [], status: ShowListStatus(kind: .noResults, message: "No shows match \"\(query)\"")))
    let lines = report.output.standardOutput.split(separator: "\n")
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.count <= 30 })
    #expect(lines.joined(separator: " ") == "No shows match \"\(query)\"")
  }

  @Test func failuresBecomeOneSentenceForStandardError() {
    let report = ShowListReport(format: .json, showsStatus: false)
    report.display(
      ShowListViewModel(
        rows: [],
        status: ShowListStatus(kind: .failed, message: "There is no page 9 of the show index.", hint: "x")))
    #expect(
      report.output == ReportOutput(standardOutput: "", errorMessage: "There is no page 9 of the show index.")
    )
  }

  @Test(arguments: [ReportFormat.text(width: 80, usesColor: false), .json])
  func theWarningGoesToStandardErrorAndNotIntoTheAnswer(format: ReportFormat) throws {
    let status = ShowListStatus(kind: .browsing, message: "")
    let (plain, report) = (
      ShowListReport(format: format, showsStatus: false), ShowListReport(format: format, showsStatus: false)
    )
    plain.display(ShowListViewModel(rows: try rows(2), status: status))
    report.display(ShowListViewModel(rows: try rows(2), status: status, warning: "Not saved."))
    #expect(report.output.warning == "Not saved.")
    #expect(report.output.standardOutput == plain.output.standardOutput)
  }

  @Test func printsJSONDocumentsWithNulls() throws {
    let report = ShowListReport(format: .json, showsStatus: false)
    var viewModel = ShowListViewModel(
      rows: [ShowRowMapper(sanitizer: TerminalText()).row(for: .mockBare)],
      status: ShowListStatus(kind: .browsing, message: ""))
    viewModel.document = [ShowRowMapper(sanitizer: TerminalText()).document(for: .mockBare)]
    report.display(viewModel)
    let decoded =
      try JSONSerialization.jsonObject(with: Data(report.output.standardOutput.utf8)) as? [[String: Any]]
    let show = try #require(decoded?.first)
    #expect(show["id"] as? Int == 9_999)
    #expect(show["rating"] is NSNull)
    #expect(show["network"] is NSNull)
    #expect(show["premiered"] is NSNull)
  }
}
