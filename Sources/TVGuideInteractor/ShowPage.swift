import TVGuideEntity

/// One page of the show index, ready for the presenter.
public struct ShowPage: Sendable, Equatable {
  public var number: Int
  public var shows: [Show]
  public var origin: DataOrigin
  /// Why the answer could not be saved for offline use, when it could not.
  public var saveFailure: ShowDataError?
  /// Which of these shows the source holds the episodes of, when it holds only some shows'
  /// (`ShowDataSource.showIDsWithEpisodesHeld()`); `nil` when it can get any show's.
  public var showIDsWithEpisodesHeld: Set<Int>?

  public init(
    number: Int, shows: [Show], origin: DataOrigin, saveFailure: ShowDataError? = nil,
    showIDsWithEpisodesHeld: Set<Int>? = nil
  ) {
    self.number = number
    self.shows = shows
    self.origin = origin
    self.saveFailure = saveFailure
    self.showIDsWithEpisodesHeld = showIDsWithEpisodesHeld
  }
}
