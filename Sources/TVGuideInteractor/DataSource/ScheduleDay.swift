import TVGuideEntity

/// One day of one country's schedule; `country` is `nil` for a schedule of every country.
public struct ScheduleDay: Hashable, Sendable {
  /// The day, in the country's own calendar as TVMaze dates it.
  public var date: CalendarDate
  /// The ISO 3166-1 code, upper case, or `nil` for every country.
  public var country: String?

  /// Names the schedule of `country` on `date`.
  public init(date: CalendarDate, country: String?) {
    self.date = date
    self.country = country
  }
}
