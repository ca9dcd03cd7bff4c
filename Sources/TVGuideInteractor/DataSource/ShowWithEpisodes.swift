import TVGuideEntity

/// A show and its episode list as one answer, each with its origin and save failure.
public struct ShowWithEpisodes: Sendable {
  /// The show as the source sent it.
  public var show: Fetched<ShowDTO>
  /// Every episode of the show as the source sent them, specials included.
  public var episodes: Fetched<[EpisodeDTO]>

  /// Pairs a show with its episode list.
  public init(show: Fetched<ShowDTO>, episodes: Fetched<[EpisodeDTO]>) {
    self.show = show
    self.episodes = episodes
  }
}
