/// A local wall-clock time such as a show's `21:00` slot.
public struct TimeOfDay: Hashable, Comparable, Sendable {
  // Two bytes rather than two `Int`s: every episode has one.
  private let storedHour: UInt8
  private let storedMinute: UInt8

  /// The hour, 0–23.
  public var hour: Int { Int(storedHour) }
  /// The minute, 0–59.
  public var minute: Int { Int(storedMinute) }

  /// Builds a time, or `nil` outside 00:00…23:59.
  public init?(hour: Int, minute: Int) {
    guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
    storedHour = UInt8(hour)
    storedMinute = UInt8(minute)
  }

  /// Reads `HH:MM`; TVMaze's empty string (no fixed time) gives `nil`.
  public init?(text: String?) {
    // Bytes, not Characters: every episode has a time, and a show can have 100 000 episodes.
    guard var text else { return nil }
    let parts: (hour: Int, minute: Int)? = text.withUTF8 { bytes in
      guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
        let hour = Self.number(bytes[..<colon]), let minute = Self.number(bytes[(colon + 1)...])
      else { return nil }
      return (hour, minute)
    }
    guard let parts else { return nil }
    self.init(hour: parts.hour, minute: parts.minute)
  }

  /// The value of one or two ASCII digits, or `nil` for anything else.
  private static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    guard (1...2).contains(digits.count) else { return nil }
    var value = 0
    for byte in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  /// Whether `lhs` is earlier in the day than `rhs`.
  public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
    (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
  }
}
