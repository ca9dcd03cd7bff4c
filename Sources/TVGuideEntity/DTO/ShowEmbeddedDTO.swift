/// The `_embedded` block of `GET /shows/ID?embed=episodes`; other embeds are not read.
public struct ShowEmbeddedDTO: Codable, Sendable, Equatable {
  /// Every episode of the show, specials included, in TVMaze's order; `nil` when not embedded.
  public var episodes: [EpisodeDTO]?

  /// Creates the block as TVMaze would send it.
  public init(episodes: [EpisodeDTO]?) {
    self.episodes = episodes
  }
}
