import Foundation

/// When an episode airs as an instant: read from TVMaze's `airstamp`, or worked out from the
/// local `airdate` and `airtime` in the channel's time zone the way TVMaze works out its
/// `airstamp` (episode lists keep no `airstamp`, see `EpisodeDTO`).
public enum AirInstant {
  /// The instant of an `airstamp` such as `2019-01-19T13:00:00+00:00`; `nil` for anything else.
  public static func parse(_ airstamp: String?) -> Date? {
    guard let airstamp, !airstamp.isEmpty else { return nil }
    return try? Date(airstamp, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: false))
  }

  /// The instant at which the wall clocks of `timeZone` show `time` on `date`. In the hour a
  /// clock skips (spring forward) the instant is the one just after the gap, and in the hour
  /// it repeats (fall back) the first of the two, as TVMaze's own stamps are.
  public static func instant(of date: CalendarDate, at time: TimeOfDay, in timeZone: TimeZone) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = DateComponents(
      year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute)
    return calendar.date(from: parts)
  }
}
