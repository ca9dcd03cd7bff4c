/// The weekly slot of a show: days and a local time, either of which may be unknown.
public struct Schedule: Hashable, Sendable {
  /// The local start time; `nil` when the show has no fixed slot.
  public var time: TimeOfDay?
  /// Days in the order TVMaze lists them; names TVMaze may add are dropped, not guessed.
  public var days: [Weekday]

  /// Creates a slot from its parts.
  public init(time: TimeOfDay?, days: [Weekday]) {
    self.time = time
    self.days = days
  }

  /// Maps the wire format; a time TVMaze wrote in an unknown form becomes `nil`.
  public init(dto: ScheduleDTO) {
    self.init(
      time: TimeOfDay(text: dto.time),
      days: (dto.days ?? []).compactMap(Weekday.init(rawValue:))
    )
  }
}
