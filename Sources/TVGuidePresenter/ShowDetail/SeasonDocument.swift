/// One season in `ShowDetailDocument`.
public struct SeasonDocument: Encodable, Equatable, Sendable {
  /// The season's number as TVMaze counts it.
  public var number: Int
  /// The season's episodes in airing order, specials included, made as they are written.
  public var episodes: FormattedList<EpisodeDocument>

  /// Creates the document of one season.
  public init(number: Int, episodes: FormattedList<EpisodeDocument>) {
    self.number = number
    self.episodes = episodes
  }
}
