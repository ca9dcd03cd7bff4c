import TVGuideEntity

/// Where the tonight module gets a day's schedule from: the bundled catalog, which holds a few
/// days, or TVMaze, which has any day.
///
/// A protocol of its own beside `ShowDataSource`, declared by its caller: a schedule is not a
/// show, and a source can serve shows without serving schedules.
public protocol ScheduleSource: Sendable {
  /// The episodes of `request`'s day, each with its show, in the source's order.
  func schedule(_ request: ScheduleRequest) async throws -> Fetched<[ScheduleItemDTO]>

  /// The days of `kind` this source holds, when it holds only some (the bundled catalog);
  /// `nil` when it can get any day.
  func scheduleDaysHeld(_ kind: ScheduleKind) async throws -> [ScheduleDay]?
}
