import TVGuideEntity
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

@Suite struct ScheduleFormatterTests {
  private let formatter = ScheduleFormatter(sanitizer: TerminalText())

  private func channel(_ name: String) -> Channel {
    Channel(id: 1, name: name, country: nil, officialSite: nil)
  }

  private func time(_ hour: Int, _ minute: Int) throws -> TimeOfDay {
    try #require(TimeOfDay(hour: hour, minute: minute))
  }

  @Test func saysDayTimeAndChannel() throws {
    let schedule = Schedule(time: try time(21, 0), days: [.sunday])
    #expect(formatter.text(for: schedule, channel: channel("HBO")) == "Sundays at 21:00 on HBO")
  }

  @Test func readsTheMockShow() {
    #expect(formatter.text(for: Show.mock.schedule, channel: Show.mock.channel) == "Sundays at 21:00 on HBO")
  }

  @Test func namesMondayToFridayWeekdays() throws {
    let schedule = Schedule(
      time: try time(23, 30), days: [.monday, .tuesday, .wednesday, .thursday, .friday])
    #expect(
      formatter.text(for: schedule, channel: channel("Comedy Central"))
        == "Weekdays at 23:30 on Comedy Central")
  }

  @Test func namesSaturdayAndSundayWeekends() throws {
    let schedule = Schedule(time: try time(9, 5), days: [.sunday, .saturday])
    #expect(formatter.text(for: schedule, channel: channel("CBBC")) == "Weekends at 09:05 on CBBC")
  }

  @Test func namesEveryDayDaily() throws {
    let schedule = Schedule(time: try time(18, 0), days: Weekday.allCases.reversed())
    #expect(formatter.text(for: schedule, channel: channel("BBC One")) == "Daily at 18:00 on BBC One")
  }

  @Test(arguments: [
    ([Weekday.tuesday, .thursday], "Tuesdays and Thursdays"),
    ([.monday, .wednesday, .friday], "Mondays, Wednesdays and Fridays"),
    ([.friday, .monday], "Mondays and Fridays"),
    ([.sunday, .sunday], "Sundays"),
    (
      [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday],
      "Mondays, Tuesdays, Wednesdays, Thursdays, Fridays and Saturdays"
    ),
  ])
  func listsOtherDaysInWeekOrder(days: [Weekday], text: String) {
    #expect(formatter.text(for: Schedule(time: nil, days: days), channel: nil) == text)
  }

  @Test func leavesTheTimeOutForAWebChannelWithoutOne() {
    let schedule = Schedule(time: nil, days: [.friday])
    #expect(formatter.text(for: schedule, channel: channel("Netflix")) == "Fridays on Netflix")
    #expect(
      formatter.text(for: Show.mockWebOnly.schedule, channel: Show.mockWebOnly.channel)
        == "Fridays on Netflix")
  }

  @Test func startsWithACapitalWhenThereAreNoDays() throws {
    let schedule = Schedule(time: try time(21, 0), days: [])
    #expect(formatter.text(for: schedule, channel: channel("HBO")) == "At 21:00 on HBO")
    #expect(formatter.text(for: schedule, channel: nil) == "At 21:00")
  }

  @Test func writesTheClockWithTwoDigitsIn24Hours() throws {
    #expect(ScheduleFormatter.clock(try time(0, 0)) == "00:00")
    #expect(ScheduleFormatter.clock(try time(7, 9)) == "07:09")
    #expect(ScheduleFormatter.clock(try time(23, 59)) == "23:59")
  }

  @Test func saysThereIsNoScheduleWhenNothingIsKnown() {
    #expect(formatter.text(for: nil, channel: nil) == "No regular schedule")
    #expect(formatter.text(for: Schedule(time: nil, days: []), channel: nil) == "No regular schedule")
  }

  @Test func doesNotCallAChannelAloneASchedule() {
    #expect(formatter.text(for: nil, channel: channel("Netflix")) == "No regular schedule")
    #expect(
      formatter.text(for: Schedule(time: nil, days: []), channel: channel("HBO"))
        == "No regular schedule")
  }

  @Test func removesControlCharactersFromTheChannelName() throws {
    let schedule = Schedule(time: try time(21, 0), days: [.sunday])
    let text = formatter.text(for: schedule, channel: channel("H\u{1B}[31mB\u{7}O\u{1B}[0m\n"))
    #expect(text == "Sundays at 21:00 on HBO")
  }

  @Test func leavesOutAChannelWhoseNameHasNoPrintableText() throws {
    let schedule = Schedule(time: try time(21, 0), days: [.sunday])
    #expect(formatter.text(for: schedule, channel: channel("\u{1B}]0;x\u{7} \t")) == "Sundays at 21:00")
  }
}
