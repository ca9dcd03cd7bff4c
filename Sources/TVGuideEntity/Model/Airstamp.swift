import Foundation

/// Reads TVMaze's `airstamp`, `2013-09-29T21:00:00-04:00` (or ending `Z`), into a moment.
///
/// By hand rather than with `ISO8601DateFormatter`: every episode of a show is read, and a
/// show can have 100 000 of them; the one form TVMaze writes needs no general parser.
public enum Airstamp {
  /// The moment `text` names, or `nil` for anything but the form above (TVMaze's `null`
  /// and empty string included).
  public static func date(from text: String?) -> Date? {
    guard var text else { return nil }
    return text.withUTF8 { bytes -> Date? in
      guard bytes.count == 20 || bytes.count == 25,
        let date = CalendarDate(
          iso: String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<10]), as: UTF8.self)),
        bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
        let hour = number(bytes, 11), let minute = number(bytes, 14), let second = number(bytes, 17),
        hour < 24, minute < 60, second < 61, let offset = offset(bytes)
      else { return nil }
      let days = daysSince1970(date)
      let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
      return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
  }

  /// The offset from UTC in seconds: `Z`, or `±HH:MM`.
  private static func offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    if bytes.count == 20 { return bytes[19] == UInt8(ascii: "Z") ? 0 : nil }
    let sign: Int
    switch bytes[19] {
    case UInt8(ascii: "+"): sign = 1
    case UInt8(ascii: "-"): sign = -1
    default: return nil
    }
    guard bytes[22] == UInt8(ascii: ":"), let hours = number(bytes, 20), let minutes = number(bytes, 23),
      hours < 24, minutes < 60
    else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }

  /// Two ASCII digits at `start`.
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
    let (tens, units) = (bytes[start], bytes[start + 1])
    let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
    guard digits.contains(tens), digits.contains(units) else { return nil }
    return Int(tens - UInt8(ascii: "0")) * 10 + Int(units - UInt8(ascii: "0"))
  }

  /// Days from 1970-01-01 to `date` in the proleptic Gregorian calendar (Howard Hinnant's
  /// days-from-civil algorithm).
  private static func daysSince1970(_ date: CalendarDate) -> Int {
    let year = date.month <= 2 ? date.year - 1 : date.year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (date.month + (date.month > 2 ? -3 : 9)) + 2) / 5 + date.day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
