import TVGuideEntity

/// A show with its episodes grouped by season.
public struct ShowDetail: Sendable, Equatable {
  public var show: Show
  public var seasons: [Season]
  public var origin: DataOrigin
  /// Why the answer could not be saved for offline use, when it could not.
  public var saveFailure: ShowDataError?

  public init(show: Show, seasons: [Season], origin: DataOrigin, saveFailure: ShowDataError? = nil) {
    self.show = show
    self.seasons = seasons
    self.origin = origin
    self.saveFailure = saveFailure
  }
}
