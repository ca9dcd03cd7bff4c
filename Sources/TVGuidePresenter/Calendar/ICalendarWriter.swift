import Foundation
import TVGuideEntity

/// Writes an RFC 5545 calendar: CRLF line ends, content lines folded at 75 octets, text values
/// escaped (`\` `;` `,` and line breaks), every text value first put through the view's rule
/// for text (escape sequences, control and invisible characters out, as the terminal and the
/// web page have them), a whole-day event a day long (`P1D`, §3.8.2.5 allows only days and
/// weeks there), and a timed one at most ``maximumMinutes``.
public struct ICalendarWriter: Sendable {
  /// The longest content line, in octets, before it is folded (RFC 5545 §3.1).
  public static let lineLimit = 75
  /// The longest event written, in minutes: a day. A runtime past it (TVMaze's data has held
  /// `Int.max`) is an error in the data, and a calendar app would draw it for ever.
  public static let maximumMinutes = 24 * 60
  private let productID: String
  private let sanitizer: any TextSanitizing

  /// A writer whose calendars name `productID` as the program that made them (`PRODID`), and
  /// whose text values go through `sanitizer`, the rule of the view that writes the file.
  public init(productID: String = "-//TVGuide//tvguide//EN", sanitizer: any TextSanitizing) {
    self.productID = productID
    self.sanitizer = sanitizer
  }

  /// The whole calendar of `events`, each stamped `stamp` (`DTSTAMP`, when this copy was made).
  public func calendar(named name: String, events: [ICalendarEvent], stamp: Date) -> String {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + line(productID), "CALSCALE:GREGORIAN",
      "X-WR-CALNAME:" + line(name),
    ]
    for event in events {
      lines += ["BEGIN:VEVENT", "UID:" + line(event.uid), "DTSTAMP:" + Self.utc(stamp)]
      switch event.start {
      case .instant(let date):
        lines += [
          "DTSTART:" + Self.utc(date), "DURATION:PT\(min(max(1, event.minutes), Self.maximumMinutes))M",
        ]
      case .day(let day):
        lines += ["DTSTART;VALUE=DATE:" + Self.basic(day), "DURATION:P1D"]
      }
      lines.append("SUMMARY:" + line(event.summary))
      if let description = event.description {
        lines.append("DESCRIPTION:" + Self.text(sanitizer.multiline(description)))
      }
      lines.append("END:VEVENT")
    }
    lines.append("END:VCALENDAR")
    return lines.map { Self.folded($0) + "\r\n" }.joined()
  }

  /// A one-line TEXT value: the view's rule, then the format's escapes.
  private func line(_ value: String) -> String {
    Self.text(sanitizer.singleLine(value))
  }

  /// A TEXT value (§3.3.11): backslash, semicolon and comma escaped, any line break written
  /// `\n`, every other control character dropped.
  static func text(_ value: String) -> String {
    var escaped = ""
    var lastWasCarriageReturn = false
    for scalar in value.unicodeScalars {
      defer { lastWasCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\\", ";", ",": escaped += "\\" + String(scalar)
      case "\r", "\u{2028}", "\u{2029}", "\u{85}": escaped += "\\n"
      case "\n": if !lastWasCarriageReturn { escaped += "\\n" }
      case _ where isControl(scalar): continue
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// `line` cut into pieces of at most 75 octets, each after the first starting with a space;
  /// never inside a character's UTF-8 sequence.
  static func folded(_ line: String) -> String {
    var pieces: [String] = []
    var current = ""
    var octets = 0
    for scalar in line.unicodeScalars {
      let size = String(scalar).utf8.count
      if octets + size > lineLimit {
        pieces.append(current)
        (current, octets) = (" ", 1)
      }
      current.unicodeScalars.append(scalar)
      octets += size
    }
    pieces.append(current)
    return pieces.joined(separator: "\r\n")
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `20190119T130000Z`.
  private static func utc(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    return digits(parts.year, 4) + digits(parts.month, 2) + digits(parts.day, 2) + "T"
      + digits(parts.hour, 2) + digits(parts.minute, 2) + digits(parts.second, 2) + "Z"
  }

  /// `20190119`.
  private static func basic(_ day: CalendarDate) -> String {
    digits(day.year, 4) + digits(day.month, 2) + digits(day.day, 2)
  }

  private static func digits(_ value: Int?, _ width: Int) -> String {
    let text = String(value ?? 0)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
