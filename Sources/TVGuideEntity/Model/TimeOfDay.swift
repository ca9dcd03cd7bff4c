/// A local wall-clock time such as a show's `21:00` slot.
public struct TimeOfDay: Hashable, Comparable, Sendable {
  // Two bytes rather than two `Int`s: every episode has one.
  private let storedHour: UInt8
  private let storedMinute: UInt8

  public var hour: Int { Int(storedHour) }
  public var minute: Int { Int(storedMinute) }

  /// Builds a time, or `nil` outside 00:00…23:59.
  public init?(hour: Int, minute: Int) {
    guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
    storedHour = UInt8(hour)
    storedMinute = UInt8(minute)
  }

  /// Reads `HH:MM`; TVMaze's empty string (no fixed time) gives `nil`.
  public init?(text: String?) {
    guard let parts = text?.split(separator: ":", omittingEmptySubsequences: false),
      parts.count == 2,
      parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { ("0"..."9").contains($0) } }),
      let hour = Int(parts[0]), let minute = Int(parts[1])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
    (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
  }
}
