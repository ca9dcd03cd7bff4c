import TVGuideEntity

/// What `tvguide tonight` was asked: the kind of schedule, a day or none, a country or none.
public struct TonightQuery: Hashable, Sendable {
  /// TV (`/schedule`) or web (`/schedule/web`).
  public var kind: ScheduleKind
  /// The day; `nil` for the source's newest day, or today where any day can be fetched.
  public var date: CalendarDate?
  /// An ISO 3166-1 code, upper case; `nil` for the kind's default.
  public var country: String?

  /// Creates a query.
  public init(kind: ScheduleKind, date: CalendarDate? = nil, country: String? = nil) {
    self.kind = kind
    self.date = date
    self.country = country?.uppercased()
  }
}
