/// The source holds no schedule of the asked day and country: only the bundled catalog, which
/// ships a few days, throws it.
public struct ScheduleNotHeld: Error, Hashable, Sendable {
  /// What was asked.
  public var request: ScheduleRequest
  /// The days of that kind the source does hold, oldest first.
  public var held: [ScheduleDay]

  /// Creates the error.
  public init(request: ScheduleRequest, held: [ScheduleDay]) {
    self.request = request
    self.held = held
  }
}
