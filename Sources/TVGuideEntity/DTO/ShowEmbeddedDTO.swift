/// The `_embedded` block of `GET /shows/ID?embed=…` for the embeds `episodes`, `nextepisode`
/// and `previousepisode`; other embeds are not read.
public struct ShowEmbeddedDTO: Codable, Sendable, Equatable {
  /// Every episode of the show, specials included, in TVMaze's order; `nil` when not embedded.
  public var episodes: [EpisodeDTO]?
  /// The next episode to air; `nil` when not embedded or when none is announced.
  public var nextEpisode: EpisodeDTO?
  /// The latest episode that aired; `nil` when not embedded or before the first one.
  public var previousEpisode: EpisodeDTO?

  enum CodingKeys: String, CodingKey {
    case episodes
    case nextEpisode = "nextepisode"
    case previousEpisode = "previousepisode"
  }

  /// Creates the block as TVMaze would send it.
  public init(episodes: [EpisodeDTO]?, nextEpisode: EpisodeDTO? = nil, previousEpisode: EpisodeDTO? = nil) {
    self.episodes = episodes
    self.nextEpisode = nextEpisode
    self.previousEpisode = previousEpisode
  }
}
