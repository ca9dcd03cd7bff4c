import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

struct AirInstantTests {
  private static func utc(_ text: String) throws -> Date {
    try #require(Airstamp.date(from: text))
  }

  private static func instant(_ day: String, _ time: String, _ zone: String) throws -> Date? {
    AirInstant.instant(
      of: try #require(CalendarDate(iso: day)), at: try #require(TimeOfDay(text: time)),
      in: try #require(TimeZone(identifier: zone)))
  }

  @Test func parsesTVMazesStampsWithTheirOffset() throws {
    #expect(try Self.utc("2019-01-19T13:00:00+00:00") == Date(timeIntervalSince1970: 1_547_902_800))
    #expect(try Self.utc("2019-01-19T08:00:00-05:00") == Self.utc("2019-01-19T13:00:00+00:00"))
    #expect(Airstamp.date(from: "") == nil)
    #expect(Airstamp.date(from: nil) == nil)
    #expect(Airstamp.date(from: "2019-01-19") == nil)
  }

  /// Each zone's change of clocks, the day before and the day after: the same local time is
  /// a different UTC instant on either side.
  @Test(arguments: [
    // America/New_York: EST (-5) to EDT (-4) on 2024-03-10, back on 2024-11-03.
    ("America/New_York", "2024-03-09", "21:00", "2024-03-10T02:00:00Z"),
    ("America/New_York", "2024-03-10", "21:00", "2024-03-11T01:00:00Z"),
    ("America/New_York", "2024-11-02", "21:00", "2024-11-03T01:00:00Z"),
    ("America/New_York", "2024-11-03", "21:00", "2024-11-04T02:00:00Z"),
    // Europe/London: GMT to BST on 2024-03-31, back on 2024-10-27.
    ("Europe/London", "2024-03-30", "21:00", "2024-03-30T21:00:00Z"),
    ("Europe/London", "2024-03-31", "21:00", "2024-03-31T20:00:00Z"),
    ("Europe/London", "2024-10-27", "21:00", "2024-10-27T21:00:00Z"),
    // Asia/Kolkata: +5:30 all year, no change at all.
    ("Asia/Kolkata", "2024-03-10", "21:00", "2024-03-10T15:30:00Z"),
    ("Asia/Kolkata", "2024-10-27", "21:00", "2024-10-27T15:30:00Z"),
    // Australia/Lord_Howe: +11 in summer, +10:30 from 2024-04-07, a half-hour change.
    ("Australia/Lord_Howe", "2024-04-06", "21:00", "2024-04-06T10:00:00Z"),
    ("Australia/Lord_Howe", "2024-04-07", "21:00", "2024-04-07T10:30:00Z"),
    ("Australia/Lord_Howe", "2024-10-06", "21:00", "2024-10-06T10:00:00Z"),
  ])
  func localTimesBecomeTheRightInstantAcrossDaylightSavingChanges(
    zone: String, day: String, time: String, expected: String
  ) throws {
    #expect(try Self.instant(day, time, zone) == Self.utc(expected))
  }

  /// 02:30 does not exist in New York on 2024-03-10, and 01:30 happens twice on 2024-11-03:
  /// the episodes of the broadcast days before, after midnight.
  @Test func theSkippedHourIsMovedPastTheGapAndTheRepeatedHourTakesTheFirstInstant() throws {
    #expect(try Self.instant("2024-03-09", "02:30", "America/New_York") == Self.utc("2024-03-10T07:30:00Z"))
    #expect(try Self.instant("2024-11-02", "01:30", "America/New_York") == Self.utc("2024-11-03T05:30:00Z"))
  }

  @Test func theSmallHoursBelongToTheBroadcastDayBefore() throws {
    #expect(try Self.instant("2019-01-19", "04:59", "UTC") == Self.utc("2019-01-20T04:59:00Z"))
    #expect(try Self.instant("2019-01-19", "05:00", "UTC") == Self.utc("2019-01-19T05:00:00Z"))
    #expect(try Self.instant("2019-01-19", "00:00", "UTC") == Self.utc("2019-01-20T00:00:00Z"))
  }

  /// TVMaze's own stamps in the schedule fixtures: worked out from the local date, time and
  /// the network's zone, every one comes out as TVMaze wrote it.
  @Test func workedOutInstantsMatchTVMazesStampsInTheScheduleFixtures() throws {
    var checked = 0
    for path in Fixtures.jsonFiles(under: "schedule") {
      for item in try Fixtures.decode([ScheduleItemDTO].self, from: path) {
        let zone = (item.show?.network ?? item.show?.webChannel)?.country?.timezone.flatMap(
          TimeZone.init(identifier:))
        guard let zone, let day = CalendarDate(iso: item.episode.airdate),
          let time = TimeOfDay(text: item.episode.airtime), let stamp = Airstamp.date(from: item.airstamp)
        else { continue }
        #expect(AirInstant.instant(of: day, at: time, in: zone) == stamp, "episode \(item.episode.id)")
        checked += 1
      }
    }
    #expect(checked > 40)
  }
}
