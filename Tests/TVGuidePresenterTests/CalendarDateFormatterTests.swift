import TVGuideEntity
import TVGuidePresenter
import Testing

@Suite struct CalendarDateFormatterTests {
  private let formatter = CalendarDateFormatter()

  private func date(_ year: Int, _ month: Int, _ day: Int) throws -> CalendarDate {
    try #require(CalendarDate(year: year, month: month, day: day))
  }

  @Test func writesDayShortMonthAndYear() throws {
    #expect(formatter.text(for: try date(2013, 6, 24)) == "24 Jun 2013")
  }

  @Test func doesNotPadTheDay() throws {
    #expect(formatter.text(for: try date(2010, 12, 5)) == "5 Dec 2010")
  }

  @Test(
    arguments: zip(
      1...12, ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]))
  func namesEveryMonthInEnglish(month: Int, name: String) throws {
    #expect(formatter.text(for: try date(2020, month, 1)) == "1 \(name) 2020")
  }

  @Test func writesTheSameTextWhateverTheDateIsParsedFrom() throws {
    let parsed = try #require(CalendarDate(iso: "2011-04-17"))
    #expect(formatter.text(for: parsed) == "17 Apr 2011")
    #expect(formatter.text(for: parsed).allSatisfy { $0.isASCII })
  }

  @Test func spansTheYearsOfAnEndedShow() throws {
    #expect(formatter.yearSpan(premiered: try date(2011, 4, 17), ended: try date(2019, 5, 19)) == "2011–2019")
  }

  @Test func leavesTheSpanOpenWhileAShowRuns() throws {
    #expect(formatter.yearSpan(premiered: try date(2013, 6, 24), ended: nil) == "2013–")
  }

  @Test func writesOneYearForAShowThatEndedTheYearItStarted() throws {
    #expect(formatter.yearSpan(premiered: try date(2013, 1, 5), ended: try date(2013, 11, 30)) == "2013")
  }

  @Test func writesTheEndAloneWhenThePremiereIsUnknown() throws {
    #expect(formatter.yearSpan(premiered: nil, ended: try date(2019, 5, 19)) == "–2019")
  }

  @Test func hasNoSpanWithoutDates() {
    #expect(formatter.yearSpan(premiered: nil, ended: nil) == nil)
  }

  @Test func anOverShowWithoutAnEndDateDoesNotLookRunning() throws {
    #expect(formatter.yearSpan(premiered: try date(2021, 9, 17), ended: nil, isOver: true) == "from 2021")
    #expect(
      formatter.yearSpan(premiered: try date(2021, 9, 17), ended: try date(2021, 9, 17), isOver: true)
        == "2021")
  }
}
