import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct CalendarDateTests {
  @Test func readsTVMazesForm() throws {
    let date = try #require(CalendarDate(iso: "2013-06-24"))
    #expect((date.year, date.month, date.day) == (2013, 6, 24))
    #expect(date.description == "2013-06-24")
  }

  @Test(arguments: [
    nil, "", " ", "2013-6-24", "13-06-24", "20130624", "2013/06/24", "2013-06-24T21:00",
    " 2013-06-24", "2013-06-2x", "2013-+6-24", "+201-06-24", "2013--6-24", "-013-06-24",
  ])
  func rejectsAnythingButYYYYMMDD(_ text: String?) {
    #expect(CalendarDate(iso: text) == nil)
  }

  @Test(arguments: [
    ("2024-02-29", true), ("2023-02-29", false), ("2000-02-29", true), ("1900-02-29", false),
    ("2023-04-30", true), ("2023-04-31", false), ("2023-12-31", true), ("2023-13-01", false),
    ("2023-00-10", false), ("2023-01-00", false), ("2023-01-32", false),
  ])
  func acceptsOnlyRealDays(_ text: String, _ isReal: Bool) {
    #expect((CalendarDate(iso: text) != nil) == isReal)
  }

  @Test func padsSmallYearsMonthsAndDays() throws {
    #expect(try #require(CalendarDate(year: 5, month: 1, day: 2)).description == "0005-01-02")
  }

  @Test func writesEveryYearWithAtLeastFourDigits() throws {
    #expect(try #require(CalendarDate(year: 0, month: 12, day: 31)).description == "0000-12-31")
    #expect(try #require(CalendarDate(year: 9999, month: 10, day: 9)).description == "9999-10-09")
    #expect(try #require(CalendarDate(year: 12345, month: 6, day: 7)).description == "12345-06-07")
  }

  @Test func ordersByYearThenMonthThenDay() throws {
    let dates = try ["2011-04-17", "2010-12-05", "2011-04-03", "2011-03-30"].map {
      try #require(CalendarDate(iso: $0))
    }
    #expect(dates.sorted().map(\.description) == ["2010-12-05", "2011-03-30", "2011-04-03", "2011-04-17"])
  }

  /// Every date TVMaze sent reads back to the same text; only empty strings give `nil`.
  @Test(arguments: Fixtures.jsonFiles())
  func everyDateInTheFixturesRoundTrips(_ path: String) throws {
    let json = try JSONValue(data: Fixtures.data(path))
    let keys = ["airdate", "premiered", "ended", "premiereDate", "endDate", "birthday"]
    for text in keys.flatMap({ json.values(forKey: $0) }).compactMap(\.string) {
      #expect(CalendarDate(iso: text)?.description == (text.isEmpty ? nil : text), "\(path)")
    }
  }
}
