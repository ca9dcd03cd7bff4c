/// When a show airs: a local `HH:MM` time (empty when unknown) and English weekday names.
public struct ScheduleDTO: Codable, Sendable, Equatable {
  /// The local start time as `HH:MM`; empty when the show has no fixed slot.
  public var time: String?
  /// English weekday names such as `Monday`; empty for shows that do not air weekly.
  public var days: [String]?

  /// Creates a slot as TVMaze would send it.
  public init(time: String?, days: [String]?) {
    self.time = time
    self.days = days
  }
}
