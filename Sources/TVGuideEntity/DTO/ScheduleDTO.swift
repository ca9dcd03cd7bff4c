/// When a show airs: a local `HH:MM` time (empty when unknown) and English weekday names.
public struct ScheduleDTO: Codable, Sendable, Equatable {
  public var time: String?
  public var days: [String]?

  public init(time: String?, days: [String]?) {
    self.time = time
    self.days = days
  }
}
