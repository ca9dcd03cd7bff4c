import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import Testing

@testable import TVGuideView

/// `tvguide tonight` printed: the title, each slot with its rows (a followed show's marked),
/// the footer, the notice apart from the answer, JSON, and an error alone.
@MainActor
@Suite struct TonightReportTests {
  private let viewModel = TonightViewModel(
    title: "US TV, Saturday 19 Jan 2019 (times in UTC)",
    notice: "No day was asked: this is the newest day the catalog holds.",
    slots: [
      TonightSlot(
        time: "01:00",
        rows: [
          TonightRow(isFollowed: true, show: "Game of Thrones", episode: "S08E01 Winterfell", channel: "HBO"),
          TonightRow(isFollowed: false, show: "Girls", episode: "S01E01", channel: nil),
        ])
    ],
    footer: "1 of 2 episodes is of a followed show.", day: "2019-01-19", country: "US")

  @Test func textIsTheTitleTheSlotsAndTheFooterWithTheFollowedMarked() {
    let report = TonightReport(format: .text(width: 60, usesColor: false))
    report.display(viewModel)
    #expect(
      report.output.standardOutput
        == """
        US TV, Saturday 19 Jan 2019 (times in UTC)

        01:00
          ★ Game of Thrones  S08E01 Winterfell · HBO
            Girls  S01E01

        1 of 2 episodes is of a followed show.

        """)
    #expect(
      report.output.notice == viewModel.notice, "the notice goes apart, so the answer stays the schedule")
    #expect(report.output.succeeded)
  }

  @Test func aRowLongerThanTheWidthIsCutToIt() {
    let report = TonightReport(format: .text(width: 20, usesColor: false))
    report.display(viewModel)
    let lines = report.output.standardOutput.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("  ★ Game of") })
    #expect(lines.filter { $0.contains("Game of") }.allSatisfy { $0.count <= 20 })
  }

  @Test func jsonIsTheDocument() {
    let day = ScheduleDay(date: CalendarDate(iso: "2019-01-19")!, country: "US")
    let schedule = TonightSchedule(
      request: ScheduleRequest(kind: .tv, day: day), isNewestHeldDay: false, entries: [], origin: .bundled)
    var withDocument = viewModel
    withDocument.document = TonightViewModelMapper(
      sanitizer: TerminalText(), timeZone: TimeZone(identifier: "UTC")!
    )
    .document(for: schedule)
    let report = TonightReport(format: .json)
    report.display(withDocument)
    #expect(report.output.standardOutput.contains("\"date\" : \"2019-01-19\""))
    #expect(!report.output.standardOutput.contains("Game of Thrones"))
  }

  @Test func anErrorReplacesTheScheduleAndIsTheSentenceAlone() {
    let report = TonightReport(format: .text(width: 60, usesColor: false))
    report.display(viewModel)
    report.displayError(
      ErrorViewModel(message: "TVMaze did not answer in time.", hint: "h", isRetryable: true))
    #expect(report.output == ReportOutput(standardOutput: "", errorMessage: "TVMaze did not answer in time."))
  }
}
