import TVGuideEntity

/// The shows matching a query, best first.
public struct SearchResults: Sendable, Equatable {
  public var query: String
  public var shows: [Show]
  public var origin: DataOrigin

  public init(query: String, shows: [Show], origin: DataOrigin) {
    self.query = query
    self.shows = shows
    self.origin = origin
  }
}
