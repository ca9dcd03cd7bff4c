import TVGuideEntity
import TVGuideInteractor

/// TVMaze has the schedule of any day: `/schedule` for TV, `/schedule/web` for streaming.
extension TVMazeClient: ScheduleSource {
  /// Fetches the schedule `request` names; not saved in the store, since a day's schedule
  /// changes until the day is over.
  public func schedule(_ request: ScheduleRequest) async throws -> Fetched<[ScheduleItemDTO]> {
    let (country, date) = (request.day.country, request.day.date)
    let endpoint: TVMazeEndpoint =
      switch request.kind {
      case .tv: .schedule(country: country, date: date)
      case .web: .webSchedule(country: country, date: date)
      }
    // Through the client's one hand-over, so a transport failure reaches the interactor as
    // the ShowDataError it means.
    return try await handingOver(endpoint) { try await fetch([ScheduleItemDTO].self, from: $0) }
  }

  /// `nil`: TVMaze has every day.
  public func scheduleDaysHeld(_ kind: ScheduleKind) async throws -> [ScheduleDay]? { nil }
}
