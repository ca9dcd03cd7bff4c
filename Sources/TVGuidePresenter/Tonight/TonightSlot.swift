/// The episodes that start at one local time.
public struct TonightSlot: Equatable, Sendable {
  /// `20:00` in the user's time zone (with the date when it is another day), or `No time`.
  public var time: String
  /// The slot's episodes in the schedule's order.
  public var rows: [TonightRow]

  /// Creates a slot.
  public init(time: String, rows: [TonightRow]) {
    self.time = time
    self.rows = rows
  }
}
