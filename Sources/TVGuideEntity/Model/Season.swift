/// The episodes of one season, in airing order, specials included.
public struct Season: Hashable, Sendable, Identifiable {
  public var number: Int
  public var episodes: [Episode]

  public init(number: Int, episodes: [Episode]) {
    self.number = number
    self.episodes = episodes
  }

  public var id: Int { number }

  /// Episodes with a number in the season, i.e. not specials.
  public var numberedEpisodeCount: Int { episodes.count { !$0.isSpecial } }

  public var specialCount: Int { episodes.count - numberedEpisodeCount }
}
