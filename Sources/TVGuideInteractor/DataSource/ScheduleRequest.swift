import TVGuideEntity

/// The schedule one command asks for: its kind, its day and its country.
public struct ScheduleRequest: Hashable, Sendable {
  /// TV or web.
  public var kind: ScheduleKind
  /// The day and the country (upper case; `nil` for the kind's default).
  public var day: ScheduleDay

  /// Asks for the `kind` schedule of `day`.
  public init(kind: ScheduleKind, day: ScheduleDay) {
    self.kind = kind
    self.day = day
  }
}
