/// A day on the calendar, as TVMaze writes it (`2013-06-24`), with no time zone attached.
///
/// A plain value instead of `Date` because TVMaze's dates are local to the broadcaster:
/// turning them into instants would invent a time zone and could shift the day.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  // Six bytes rather than three `Int`s: a show of 100 000 episodes keeps 100 000 of them.
  private let storedYear: Int32
  private let storedMonth: UInt8
  private let storedDay: UInt8

  /// The year, e.g. `2013`.
  public var year: Int { Int(storedYear) }
  /// The month, 1–12.
  public var month: Int { Int(storedMonth) }
  /// The day of the month, 1–31.
  public var day: Int { Int(storedDay) }

  /// Builds a date, or `nil` when the parts do not name a real day.
  public init?(year: Int, month: Int, day: Int) {
    guard let storedYear = Int32(exactly: year), (1...12).contains(month),
      (1...Self.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    self.storedYear = storedYear
    storedMonth = UInt8(month)
    storedDay = UInt8(day)
  }

  /// Reads `YYYY-MM-DD`; anything else (including TVMaze's empty string) gives `nil`.
  public init?(iso text: String?) {
    // Bytes, not Characters: every episode has a date, and a show can have 100 000 episodes.
    guard var text else { return nil }
    let parts: (year: Int, month: Int, day: Int)? = text.withUTF8 { bytes in
      guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
        let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]),
        let day = Self.number(bytes[8..<10])
      else { return nil }
      return (year, month, day)
    }
    guard let parts else { return nil }
    self.init(year: parts.year, month: parts.month, day: parts.day)
  }

  /// The value of ASCII digits, or `nil` when one byte is not a digit.
  private static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    var value = 0
    for byte in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  /// `YYYY-MM-DD`, the form TVMaze uses and the JSON output keeps.
  public var description: String {
    // Every episode's date is written in `--json`: ten bytes straight into a small string,
    // where padding and joining pieces made several strings each time.
    guard (0...9999).contains(storedYear) else { return paddedDescription }
    return String(unsafeUninitializedCapacity: 10) { bytes in
      Self.writeDigits(Int(storedYear), count: 4, to: bytes, at: 0)
      bytes[4] = UInt8(ascii: "-")
      Self.writeDigits(Int(storedMonth), count: 2, to: bytes, at: 5)
      bytes[7] = UInt8(ascii: "-")
      Self.writeDigits(Int(storedDay), count: 2, to: bytes, at: 8)
      return 10
    }
  }

  private static func writeDigits(
    _ value: Int, count: Int, to bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) {
    var rest = value
    for index in (start..<(start + count)).reversed() {
      bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
    }
  }

  /// The same text for years outside 0…9999, which no TVMaze date has.
  private var paddedDescription: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// Whether `lhs` is an earlier day than `rhs`.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  private static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}
