import TVGuideEntity

/// The shows matching a query, best first.
public struct SearchResults: Sendable, Equatable {
  public var query: String
  public var shows: [Show]
  public var origin: DataOrigin
  /// Why the answer could not be saved for offline use, when it could not.
  public var saveFailure: ShowDataError?

  public init(query: String, shows: [Show], origin: DataOrigin, saveFailure: ShowDataError? = nil) {
    self.query = query
    self.shows = shows
    self.origin = origin
    self.saveFailure = saveFailure
  }
}
