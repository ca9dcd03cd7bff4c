import Foundation
import TVGuideEntity

/// Puts an instant into the user's wall-clock words: `20:00`, and the day when it is not
/// the day the list is about.
package struct LocalTimeFormatter: Sendable {
  private let calendar: Calendar

  /// Times are told in `timeZone` (the process's own, which follows `TZ`).
  package init(timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
  }

  /// The local day of `instant`.
  package func day(of instant: Date) -> CalendarDate? {
    let parts = calendar.dateComponents([.year, .month, .day], from: instant)
    guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
    return CalendarDate(year: year, month: month, day: day)
  }

  /// `HH:MM` of `instant`, 24-hour.
  package func time(of instant: Date) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: instant)
    return Self.twoDigits(parts.hour ?? 0) + ":" + Self.twoDigits(parts.minute ?? 0)
  }

  /// `HH:MM`, after the date when the instant falls on another local day than `day`.
  package func time(of instant: Date, relativeTo day: CalendarDate) -> String {
    guard let local = self.day(of: instant), local != day else { return time(of: instant) }
    return "\(CalendarDateFormatter().text(for: local)) \(time(of: instant))"
  }

  /// `Sun 14 Apr 2019`: the day with its weekday, for a day's heading.
  package func dayHeading(_ day: CalendarDate) -> String {
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let date = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))
    let weekday = date.map { calendar.component(.weekday, from: $0) } ?? 0
    let name = weekdays.indices.contains(weekday - 1) ? weekdays[weekday - 1] + " " : ""
    return name + CalendarDateFormatter().text(for: day)
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
