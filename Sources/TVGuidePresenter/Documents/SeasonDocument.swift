/// One season in `ShowDetailDocument`.
public struct SeasonDocument: Encodable, Equatable, Sendable {
  public var number: Int
  public var episodes: FormattedList<EpisodeDocument>

  public init(number: Int, episodes: FormattedList<EpisodeDocument>) {
    self.number = number
    self.episodes = episodes
  }
}
