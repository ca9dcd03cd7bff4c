/// One season in `ShowDetailDocument`.
public struct SeasonDocument: Encodable, Equatable, Sendable {
  public var number: Int
  public var episodes: [EpisodeDocument]

  public init(number: Int, episodes: [EpisodeDocument]) {
    self.number = number
    self.episodes = episodes
  }
}
