import TVGuideEntity

/// One page of the show index, ready for the presenter.
public struct ShowPage: Sendable, Equatable {
  /// The index page's number, from 0.
  public var number: Int
  /// The page's shows in id order.
  public var shows: [Show]
  /// Where the page came from.
  public var origin: DataOrigin
  /// Why the answer could not be saved for offline use, when it could not.
  public var saveFailure: ShowDataError?
  /// Which of these shows the source holds the episodes of, when it holds only some shows'
  /// (`ShowDataSource.showIDsWithEpisodesHeld()`); `nil` when it can get any show's.
  public var showIDsWithEpisodesHeld: Set<Int>?

  /// Creates a page; by default it was saved and no source limits which episodes it holds.
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
