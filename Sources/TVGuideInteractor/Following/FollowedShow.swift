import TVGuideEntity

/// A followed show with what comes next and how much of it the user has left to watch.
public struct FollowedShow: Sendable, Equatable {
  /// The show.
  public var show: Show
  /// Its next unaired episode, or why there is none.
  public var next: NextEpisode
  /// How many aired, numbered episodes are not marked watched; `nil` when the source does
  /// not hold the show's episodes (the bundled catalog ships them for a few shows only).
  public var unwatchedCount: Int?

  /// Creates the row of one followed show.
  public init(show: Show, next: NextEpisode, unwatchedCount: Int?) {
    self.show = show
    self.next = next
    self.unwatchedCount = unwatchedCount
  }
}
