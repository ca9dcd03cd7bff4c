import Foundation
import TVGuideEntity

/// Writes dates as `24 Jun 2013` and years as spans (`2011–2019`), whatever the user's
/// locale: the same text in every terminal, in tests and in transcripts.
struct CalendarDateFormatter {
  private let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.dateFormat = "d MMM y"
    return formatter
  }()

  func text(for date: CalendarDate) -> String {
    let components = DateComponents(year: date.year, month: date.month, day: date.day)
    guard let day = formatter.calendar.date(from: components) else { return date.description }
    return formatter.string(from: day)
  }

  /// `2011–2019` for an ended show, `2013–` while it runs, `2013` when it ended that year.
  func yearSpan(premiered: CalendarDate?, ended: CalendarDate?) -> String? {
    guard let premiered else { return ended.map { "–\($0.year)" } }
    guard let ended else { return "\(premiered.year)–" }
    return ended.year == premiered.year ? "\(premiered.year)" : "\(premiered.year)–\(ended.year)"
  }
}
