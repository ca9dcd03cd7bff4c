import TVGuideEntity

/// The shows matching a query, best first.
public struct SearchResults: Sendable, Equatable {
  /// The query as searched, spaces at either end trimmed.
  public var query: String
  /// The matching shows, best first as TVMaze ranks them.
  public var shows: [Show]
  /// Where the answer came from.
  public var origin: DataOrigin
  /// Why the answer could not be saved for offline use, when it could not.
  public var saveFailure: ShowDataError?
  /// Which of these shows the source holds the episodes of, when it holds only some shows'
  /// (`ShowDataSource.showIDsWithEpisodesHeld()`); `nil` when it can get any show's.
  public var showIDsWithEpisodesHeld: Set<Int>?

  /// Creates results; by default they were saved and no source limits which episodes it holds.
  public init(
    query: String, shows: [Show], origin: DataOrigin, saveFailure: ShowDataError? = nil,
    showIDsWithEpisodesHeld: Set<Int>? = nil
  ) {
    self.query = query
    self.shows = shows
    self.origin = origin
    self.saveFailure = saveFailure
    self.showIDsWithEpisodesHeld = showIDsWithEpisodesHeld
  }
}
