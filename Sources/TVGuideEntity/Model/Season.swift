/// The episodes of one season, in airing order, specials included.
public struct Season: Hashable, Sendable, Identifiable {
  /// The season's number as TVMaze counts it.
  public var number: Int
  /// The season's episodes in airing order, specials included.
  public var episodes: [Episode]

  /// Creates a season from episodes already in airing order.
  public init(number: Int, episodes: [Episode]) {
    self.number = number
    self.episodes = episodes
  }

  /// The season's number, which is unique within a show.
  public var id: Int { number }

  /// Episodes with a number in the season, i.e. not specials.
  public var numberedEpisodeCount: Int { episodes.count { !$0.isSpecial } }

  /// Episodes without a number in the season.
  public var specialCount: Int { episodes.count - numberedEpisodeCount }
}
