import TVGuideEntity
import TVGuideInteractor

/// TVMaze has the schedule of any day: `/schedule` for TV, `/schedule/web` for streaming.
extension TVMazeClient: ScheduleSource {
  /// Fetches the schedule `request` names; not saved in the store, since a day's schedule
  /// changes until the day is over.
  public func schedule(_ request: ScheduleRequest) async throws -> Fetched<[ScheduleItemDTO]> {
    let (country, date) = (request.day.country, request.day.date)
    let items =
      switch request.kind {
      case .tv: try await schedule(country: country, date: date)
      case .web: try await webSchedule(country: country, date: date)
      }
    return Fetched(items, origin: .live)
  }

  /// `nil`: TVMaze has every day.
  public func scheduleDaysHeld(_ kind: ScheduleKind) async throws -> [ScheduleDay]? { nil }
}
