import TVGuidePresenter
import Testing

@testable import TVGuideView

/// `tvguide calendar --ics` printed: the calendar alone on standard output, what it holds and
/// any warning beside it, and an error alone.
@MainActor
@Suite struct CalendarReportTests {
  private static let calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n"

  @Test func theOutputIsTheCalendarAloneAndTheSummaryGoesBeside() {
    var viewModel = CalendarViewModel(
      calendar: Self.calendar, summary: "0 episodes of 1 followed show in the next 7 days.", eventCount: 0)
    viewModel.warning = "Show 7 could not be read."
    let report = CalendarReport()
    report.display(viewModel)
    #expect(
      report.output
        == ReportOutput(
          standardOutput: Self.calendar, notice: "0 episodes of 1 followed show in the next 7 days.",
          warning: "Show 7 could not be read."))
  }

  @Test func nothingShownIsAnEmptySuccess() {
    #expect(CalendarReport().output == ReportOutput(standardOutput: ""))
  }

  @Test func anErrorReplacesTheCalendarAndIsTheSentenceAlone() {
    let report = CalendarReport()
    report.display(CalendarViewModel(calendar: Self.calendar, summary: "s", eventCount: 0))
    report.displayError(ErrorViewModel(message: "The local store is locked.", hint: "h", isRetryable: true))
    #expect(report.output == ReportOutput(standardOutput: "", errorMessage: "The local store is locked."))
  }
}
