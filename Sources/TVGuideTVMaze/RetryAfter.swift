import Foundation

/// Reads an HTTP `Retry-After` header: a number of seconds, or an HTTP date.
struct RetryAfter {
  let value: String

  /// How long the server asked to wait, measured from `now`; `nil` when unreadable.
  func delay(now: Date) -> Duration? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Int(trimmed) { return .seconds(max(0, seconds)) }
    // More seconds than an integer holds is a wait longer than anyone will make, not an
    // absent header: the retry policy gives up on it.
    if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      return .seconds(Int64.max)
    }
    guard let date = Self.httpDateFormatter().date(from: trimmed) else { return nil }
    return .milliseconds(Int64(max(0, date.timeIntervalSince(now)) * 1000))
  }

  /// RFC 9110's preferred date format, e.g. `Sun, 06 Nov 1994 08:49:37 GMT`.
  private static func httpDateFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter
  }
}
