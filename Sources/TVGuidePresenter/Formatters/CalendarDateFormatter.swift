import TVGuideEntity

/// Writes dates as `24 Jun 2013` whatever the user's locale: the same text in every
/// terminal, in tests and in transcripts.
package struct CalendarDateFormatter: Sendable {
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  package init() {}

  package func text(for date: CalendarDate) -> String {
    "\(date.day) \(Self.months[date.month - 1]) \(date.year)"
  }

  /// `2011–2019` for an ended show, `2013–` while it runs, `2013` when it ended that year.
  /// A show known to be over whose end date is missing reads `from 2013`: an open span
  /// would say it still runs.
  package func yearSpan(premiered: CalendarDate?, ended: CalendarDate?, isOver: Bool = false)
    -> String?
  {
    guard let premiered else { return ended.map { "–\($0.year)" } }
    guard let ended else { return isOver ? "from \(premiered.year)" : "\(premiered.year)–" }
    return ended.year == premiered.year ? "\(premiered.year)" : "\(premiered.year)–\(ended.year)"
  }
}
