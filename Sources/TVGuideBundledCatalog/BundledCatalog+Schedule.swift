import Foundation
import TVGuideEntity
import TVGuideInteractor

/// The catalog ships the schedules of a few days (`schedule/`): each is the `tonight` of its day.
extension BundledCatalog: ScheduleSource {
  /// The shipped schedule of `request`'s day.
  ///
  /// - Throws: `ShowDataError.malformedData` when the file is missing or unreadable: callers
  ///   ask only for the days ``scheduleDaysHeld(_:)`` names.
  public func schedule(_ request: ScheduleRequest) throws -> Fetched<[ScheduleItemDTO]> {
    let file = try requireLocation().scheduleFile(request)
    let items = try Self.decoding(file) { try JSONDecoder().decode([ScheduleItemDTO].self, from: $0) }
    return Fetched(items, origin: .bundled)
  }

  /// The days of `kind` whose schedule is shipped.
  public func scheduleDaysHeld(_ kind: ScheduleKind) throws -> [ScheduleDay]? {
    try requireLocation().scheduleDays(kind)
  }
}
