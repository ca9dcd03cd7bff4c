import Foundation
import TVGuideEntity

/// One `VEVENT` of an RFC 5545 calendar, its texts as data gave them: the writer escapes them.
public struct ICalendarEvent: Equatable, Sendable {
  /// When an event starts: an instant, or a whole day when the time is not known.
  public enum Start: Equatable, Sendable {
    /// Written `DTSTART:20190119T130000Z`, in UTC.
    case instant(Date)
    /// Written `DTSTART;VALUE=DATE:20190119`.
    case day(CalendarDate)
  }

  /// The event's unique id: the same episode keeps the same id, so a calendar app that
  /// subscribes updates it instead of adding it twice.
  public var uid: String
  /// When it starts.
  public var start: Start
  /// How long it lasts, in minutes.
  public var minutes: Int
  /// The title.
  public var summary: String
  /// Longer text, or `nil`.
  public var description: String?

  /// Creates an event.
  public init(uid: String, start: Start, minutes: Int, summary: String, description: String?) {
    self.uid = uid
    self.start = start
    self.minutes = minutes
    self.summary = summary
    self.description = description
  }
}
