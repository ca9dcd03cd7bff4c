/// A day's schedule as `tvguide tonight` shows it: which day and why that one, and its entries
/// in airing order.
public struct TonightSchedule: Hashable, Sendable {
  /// The schedule that was read.
  public var request: ScheduleRequest
  /// Whether no day was asked for and the source's newest held day was taken.
  public var isNewestHeldDay: Bool
  /// The entries, earliest first; those without an instant last, in the source's order.
  public var entries: [TonightEntry]
  /// Where the schedule came from.
  public var origin: DataOrigin

  /// Creates a schedule from its parts.
  public init(request: ScheduleRequest, isNewestHeldDay: Bool, entries: [TonightEntry], origin: DataOrigin) {
    self.request = request
    self.isNewestHeldDay = isNewestHeldDay
    self.entries = entries
    self.origin = origin
  }
}
