import TVGuideEntity

/// A show with its episodes grouped by season.
public struct ShowDetail: Sendable, Equatable {
  public var show: Show
  public var seasons: [Season]
  public var origin: DataOrigin

  public init(show: Show, seasons: [Season], origin: DataOrigin) {
    self.show = show
    self.seasons = seasons
    self.origin = origin
  }
}
