/// The calendar module's use case: the followed shows' coming episodes.
public protocol CalendarInteractorInput: Sendable {
  /// The episodes of the followed shows that air in the next `days` days.
  ///
  /// - Throws: the follow store's error, or the data source's `ShowDataError`.
  func comingEpisodes(days: Int) async throws -> ComingEpisodes
}
