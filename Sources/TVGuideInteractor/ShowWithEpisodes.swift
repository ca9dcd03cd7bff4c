import TVGuideEntity

/// A show and its episode list as one answer, each with its origin and save failure.
public struct ShowWithEpisodes: Sendable {
  public var show: Fetched<ShowDTO>
  public var episodes: Fetched<[EpisodeDTO]>

  public init(show: Fetched<ShowDTO>, episodes: Fetched<[EpisodeDTO]>) {
    self.show = show
    self.episodes = episodes
  }
}
