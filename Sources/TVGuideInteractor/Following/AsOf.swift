import Foundation
import TVGuideEntity

/// The moment a list of what comes next (`next`, `following`, the calendar) is measured from,
/// and why: now, a day the user asked for, or a day inside a snapshot whose data ends before now.
public struct AsOf: Hashable, Sendable {
  /// Why the list is measured from ``date``.
  public enum Reason: Hashable, Sendable {
    /// Now: the source is current, or a snapshot that still reaches past now.
    case now
    /// The start of the day the user asked for (`--as-of`).
    case asked
    /// The source is a snapshot whose data ends before now: the start of the last day on which
    /// every followed show it holds episodes of still had one to come, so the list has rows.
    case insideData
  }

  /// The moment measured from.
  public var date: Date
  /// Why.
  public var reason: Reason
  /// The last day the source's data reaches when it is a snapshot; `nil` for a current source.
  public var dataEnd: CalendarDate?
  /// Whether the snapshot's data ended before now, so that nothing in it is still to come.
  public var isPastData: Bool

  /// Creates the moment.
  public init(date: Date, reason: Reason, dataEnd: CalendarDate? = nil, isPastData: Bool = false) {
    self.date = date
    self.reason = reason
    self.dataEnd = dataEnd
    self.isPastData = isPastData
  }
}
