import TVGuideEntity

/// Shows of one status read from consecutive pages of the index, and where to read on.
public struct ShowIndexStretch: Sendable, Equatable {
  public var shows: [Show]
  /// The index page to read next; `nil` once the index has ended.
  public var nextIndexPage: Int?
  public var origin: DataOrigin
  /// Why one of the pages read could not be saved for offline use, if one could not.
  public var saveFailure: ShowDataError?

  public init(shows: [Show], nextIndexPage: Int?, origin: DataOrigin, saveFailure: ShowDataError? = nil) {
    self.shows = shows
    self.nextIndexPage = nextIndexPage
    self.origin = origin
    self.saveFailure = saveFailure
  }
}
