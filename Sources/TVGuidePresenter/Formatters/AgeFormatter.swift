import Foundation

/// How long ago something happened, in the words the app uses: `just now`, `12 min ago`,
/// `2 h ago`, `3 days ago`; `at a future date` for a date more than a minute ahead of the
/// clock (the clock was turned back since), and `over 100 years ago` past a century.
package struct AgeFormatter: Sendable {
  /// A century in minutes: beyond it the count says nothing more, and dates read from a store
  /// someone edited may lie 1e300 seconds away, which no `Int` holds.
  private static let centuryInMinutes = 100.0 * 365.25 * 24 * 60

  package init() {}

  package func text(since date: Date, now: Date) -> String {
    let seconds = now.timeIntervalSince(date)
    if seconds < -60 { return "at a future date" }
    if seconds >= Self.centuryInMinutes * 60 { return "over 100 years ago" }
    // NaN passes both tests and reads as now.
    let minutes = seconds > 0 ? Int(seconds / 60) : 0
    switch minutes {
    case ..<1: return "just now"
    case ..<60: return "\(minutes) min ago"
    case ..<(48 * 60): return "\(minutes / 60) h ago"
    default: return "\(minutes / (24 * 60)) days ago"
    }
  }
}
