import TVGuideEntity
import Testing

struct ScheduleTests {
  @Test func mapsTimeAndDaysInTVMazesOrder() throws {
    let schedule = Schedule(dto: ScheduleDTO(time: "21:00", days: ["Sunday", "Monday"]))
    #expect(schedule.time == TimeOfDay(hour: 21, minute: 0))
    #expect(schedule.days == [.sunday, .monday])
  }

  @Test func emptyTimeIsUnknown() {
    #expect(Schedule(dto: ScheduleDTO(time: "", days: ["Friday"])).time == nil)
    #expect(Schedule(dto: ScheduleDTO(time: nil, days: nil)).time == nil)
  }

  @Test func missingDaysAreNoDays() {
    #expect(Schedule(dto: ScheduleDTO(time: "20:00", days: nil)).days == [])
  }

  @Test func unknownDayNamesAreDroppedNotGuessed() {
    let schedule = Schedule(dto: ScheduleDTO(time: nil, days: ["Funday", "Tuesday", "tuesday"]))
    #expect(schedule.days == [.tuesday])
  }

  @Test func everyWeekdayIsSpelledAsTVMazeSpellsIt() {
    let names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    #expect(Schedule(dto: ScheduleDTO(time: nil, days: names)).days == Weekday.allCases)
  }
}
