/// What `tvguide calendar --ics` writes: the calendar itself, and one line saying what is in it.
public struct CalendarViewModel: Equatable, Sendable {
  /// The RFC 5545 text, CRLF line ends.
  public var calendar: String
  /// `3 episodes of 2 followed shows from 26 Nov 2026 for 14 days.`
  public var summary: String
  /// How many events the calendar holds.
  public var eventCount: Int
  /// One line on the followed shows left out or given as last saved; `nil` when none was.
  public var warning: String?

  /// Creates a view model.
  public init(calendar: String, summary: String, eventCount: Int) {
    self.calendar = calendar
    self.summary = summary
    self.eventCount = eventCount
  }
}
