/// The weekly slot of a show: days and a local time, either of which may be unknown.
public struct Schedule: Hashable, Sendable {
  public var time: TimeOfDay?
  /// Days in the order TVMaze lists them; names TVMaze may add are dropped, not guessed.
  public var days: [Weekday]

  public init(time: TimeOfDay?, days: [Weekday]) {
    self.time = time
    self.days = days
  }

  public init(dto: ScheduleDTO) {
    self.init(
      time: TimeOfDay(text: dto.time),
      days: (dto.days ?? []).compactMap(Weekday.init(rawValue:))
    )
  }
}
