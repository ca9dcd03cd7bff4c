/// The `_embedded` block of `GET /shows/ID?embed=episodes`; other embeds are not read.
public struct ShowEmbeddedDTO: Codable, Sendable, Equatable {
  public var episodes: [EpisodeDTO]?

  public init(episodes: [EpisodeDTO]?) {
    self.episodes = episodes
  }
}
