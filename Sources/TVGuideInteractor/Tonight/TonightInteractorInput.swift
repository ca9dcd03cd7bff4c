/// The tonight module's use case: a day's schedule with the followed shows marked.
public protocol TonightInteractorInput: Sendable {
  /// The schedule `query` names.
  ///
  /// - Throws: ``ScheduleNotHeld`` when the source holds only some days and not that one, or
  ///   the source's `ShowDataError`.
  func schedule(for query: TonightQuery) async throws -> TonightSchedule
}
