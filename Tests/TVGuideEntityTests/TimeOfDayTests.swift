import TVGuideEntity
import TVGuideTestSupport
import Testing

struct TimeOfDayTests {
  @Test(arguments: [("21:00", 21, 0), ("06:30", 6, 30), ("9:05", 9, 5), ("00:00", 0, 0), ("23:59", 23, 59)])
  func readsHoursAndMinutes(_ text: String, _ hour: Int, _ minute: Int) throws {
    let time = try #require(TimeOfDay(text: text))
    #expect((time.hour, time.minute) == (hour, minute))
  }

  @Test(arguments: [
    nil, "", "21", "21:", ":30", "24:00", "12:60", "21:00:00", "021:00", "21:000", "+9:00",
    "-0:30", "9:-5", "ab:cd", " 9:00",
  ])
  func rejectsAnythingElse(_ text: String?) {
    #expect(TimeOfDay(text: text) == nil)
  }

  @Test func ordersByHourThenMinute() throws {
    let times = try ["21:00", "09:30", "09:05", "20:59"].map { try #require(TimeOfDay(text: $0)) }
    #expect(times.sorted().map { [$0.hour, $0.minute] } == [[9, 5], [9, 30], [20, 59], [21, 0]])
  }

  /// Every airtime TVMaze sent reads as the same hour and minute; only empty strings give `nil`.
  @Test(arguments: Fixtures.jsonFiles())
  func everyTimeInTheFixturesReads(_ path: String) throws {
    let json = try JSONValue(data: Fixtures.data(path))
    for text in (json.values(forKey: "airtime") + json.values(forKey: "time")).compactMap(\.string) {
      let parts = text.split(separator: ":").compactMap { Int($0) }
      let time = TimeOfDay(text: text)
      #expect(time.map { [$0.hour, $0.minute] } == (text.isEmpty ? nil : parts), "\(path): \(text)")
    }
  }
}
