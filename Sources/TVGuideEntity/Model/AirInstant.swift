import Foundation

/// When an episode airs as an instant, worked out from the local `airdate` and `airtime` in
/// the channel's time zone the way TVMaze works out its `airstamp` (which `Airstamp` reads),
/// for answers that carry none.
public enum AirInstant {
  /// TVMaze dates an episode by its broadcast day, which runs on past midnight: a 02:30
  /// episode of `2019-01-19` airs in the small hours of the 20th, as TVMaze's own stamps have
  /// it. Every stamp of the shared schedules agrees with a day ending at 05:00 (they bound it
  /// between 04:30, still the day before, and 06:00, already the new day).
  public static let broadcastDayEnd = TimeOfDay(hour: 5, minute: 0)!

  /// The instant at which the wall clocks of `timeZone` show `time` of the broadcast day
  /// `date` (on the next calendar day before ``broadcastDayEnd``). In the hour a clock skips
  /// (spring forward) the instant is the one just after the gap, and in the hour it repeats
  /// (fall back) the first of the two.
  public static func instant(of date: CalendarDate, at time: TimeOfDay, in timeZone: TimeZone) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = DateComponents(
      year: date.year, month: date.month, day: date.day + (time < broadcastDayEnd ? 1 : 0), hour: time.hour,
      minute: time.minute)
    return calendar.date(from: parts)
  }
}
