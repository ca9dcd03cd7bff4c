/// One season in `ShowDetailDocument`.
public struct SeasonDocument: Encodable, Equatable, Sendable {
  // Declared in the order of their keys, the order `--json` prints them: the writer then has
  // no object to reorder, which for a show of 50,000 seasons was a copy of each.
  /// The season's episodes in airing order, specials included, made as they are written.
  public var episodes: FormattedList<EpisodeDocument>
  /// The season's number as TVMaze counts it.
  public var number: Int

  /// Creates the document of one season.
  public init(number: Int, episodes: FormattedList<EpisodeDocument>) {
    self.number = number
    self.episodes = episodes
  }
}
