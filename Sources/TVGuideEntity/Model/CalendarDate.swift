/// A day on the calendar, as TVMaze writes it (`2013-06-24`), with no time zone attached.
///
/// A plain value instead of `Date` because TVMaze's dates are local to the broadcaster:
/// turning them into instants would invent a time zone and could shift the day.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  // Six bytes rather than three `Int`s: a show of 100 000 episodes keeps 100 000 of them.
  private let storedYear: Int32
  private let storedMonth: UInt8
  private let storedDay: UInt8

  public var year: Int { Int(storedYear) }
  public var month: Int { Int(storedMonth) }
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
    guard let text else { return nil }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// `YYYY-MM-DD`, the form TVMaze uses and the JSON output keeps.
  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

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
