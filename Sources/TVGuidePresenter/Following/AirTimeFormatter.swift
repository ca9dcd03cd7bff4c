import Foundation

/// Writes when an episode airs in the viewer's time zone: `Sun 8 Mar 2026 21:00 EDT` for
/// reading, and ISO 8601 with the zone's offset for `--json`.
package struct AirTimeFormatter: Sendable {
  private let timeZone: TimeZone

  /// Writes times in `timeZone`: the process's own (`TZ`) unless a test chooses.
  package init(timeZone: TimeZone) {
    self.timeZone = timeZone
  }

  package func text(for date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "EEE d MMM yyyy HH:mm zzz"
    return formatter.string(from: date)
  }

  package func iso(for date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = timeZone
    return formatter.string(from: date)
  }
}
