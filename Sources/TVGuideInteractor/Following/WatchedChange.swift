import TVGuideEntity

/// What a watched or unwatched mark changed.
public struct WatchedChange: Sendable, Equatable {
  /// The show the episodes belong to.
  public var show: Show
  /// The episodes marked, in viewing order.
  public var episodes: [EpisodeKey]
  /// Marked watched (`true`) or unwatched.
  public var watched: Bool

  /// Creates the outcome of one mark.
  public init(show: Show, episodes: [EpisodeKey], watched: Bool) {
    self.show = show
    self.episodes = episodes
    self.watched = watched
  }
}
