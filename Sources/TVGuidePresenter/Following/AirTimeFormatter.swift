import Foundation

/// Writes when an episode airs in the viewer's time zone as ISO 8601 with the zone's offset,
/// for `--json` (the text views read the day and time of `LocalTimeFormatter`).
package struct AirTimeFormatter: Sendable {
  private let timeZone: TimeZone

  /// Writes times in `timeZone`: the process's own (`TZ`) unless a test chooses.
  package init(timeZone: TimeZone) {
    self.timeZone = timeZone
  }

  package func iso(for date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = timeZone
    return formatter.string(from: date)
  }
}
