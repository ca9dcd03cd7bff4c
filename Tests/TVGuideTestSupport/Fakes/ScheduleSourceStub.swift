import TVGuideEntity
import TVGuideInteractor

/// A `ScheduleSource` that answers the schedules it was given and records what it was asked.
public actor ScheduleSourceStub: ScheduleSource {
  /// The answer for each request.
  public var schedules: [ScheduleRequest: [ScheduleItemDTO]]
  /// The days held, by kind; `nil` for a source that has every day.
  public var held: [ScheduleKind: [ScheduleDay]]?
  /// The requests made, in order.
  public private(set) var requests: [ScheduleRequest] = []

  /// A source with `schedules`, holding `held` (every day when `nil`).
  public init(
    schedules: [ScheduleRequest: [ScheduleItemDTO]] = [:], held: [ScheduleKind: [ScheduleDay]]? = nil
  ) {
    self.schedules = schedules
    self.held = held
  }

  public func schedule(_ request: ScheduleRequest) throws -> Fetched<[ScheduleItemDTO]> {
    requests.append(request)
    return Fetched(schedules[request] ?? [], origin: held == nil ? .live : .bundled)
  }

  public func scheduleDaysHeld(_ kind: ScheduleKind) -> [ScheduleDay]? {
    held.map { $0[kind] ?? [] }
  }
}
