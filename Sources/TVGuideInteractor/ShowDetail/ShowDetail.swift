import TVGuideEntity

/// A show with its episodes grouped by season.
public struct ShowDetail: Sendable, Equatable {
  /// The show itself.
  public var show: Show
  /// The show's seasons in ascending order, or only the one asked for; empty when ``episodesHeld`` is `false`.
  public var seasons: [Season]
  /// Where the show and its episodes came from: the less fresh of the two.
  public var origin: DataOrigin
  /// Why the answer could not be saved for offline use, when it could not.
  public var saveFailure: ShowDataError?
  /// `false` when the source does not hold this show's episodes (the bundled catalog ships
  /// them for a few shows only), so no seasons does not mean the show has none.
  public var episodesHeld: Bool
  /// The episodes the user marked watched; `nil` when no user data was asked for (a report).
  public var watched: Set<EpisodeKey>?
  /// Whether the user follows the show.
  public var isFollowed: Bool
  /// Why the user's follows and watched marks could not be read, when they could not: the
  /// show is then given without them rather than not at all.
  public var userDataFailure: ShowDataError?

  /// Creates a detail; by default it was saved and the episodes are held.
  public init(
    show: Show, seasons: [Season], origin: DataOrigin, saveFailure: ShowDataError? = nil,
    episodesHeld: Bool = true, watched: Set<EpisodeKey>? = nil, isFollowed: Bool = false
  ) {
    self.show = show
    self.seasons = seasons
    self.origin = origin
    self.saveFailure = saveFailure
    self.episodesHeld = episodesHeld
    self.watched = watched
    self.isFollowed = isFollowed
  }
}
