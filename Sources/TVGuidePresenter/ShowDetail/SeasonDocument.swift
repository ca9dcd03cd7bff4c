/// One season in `ShowDetailDocument`.
public struct SeasonDocument: Encodable, Equatable, Sendable {
  // Declared in the order of their keys, the order `--json` prints them: the writer then has
  // no object to reorder, which for a show of 50,000 seasons was a copy of each.
  /// The season's episodes in airing order, specials included, made as they are written.
  public var episodes: FormattedList<EpisodeDocument>
  /// The season's number as TVMaze counts it.
  public var number: Int
  /// How many of its aired episodes the user has not marked watched; left out, not `null`,
  /// for a show the user neither follows nor has marked.
  public var unwatched: Int?

  /// Creates the document of one season.
  public init(number: Int, episodes: FormattedList<EpisodeDocument>, unwatched: Int? = nil) {
    self.number = number
    self.episodes = episodes
    self.unwatched = unwatched
  }

  private enum CodingKeys: String, CodingKey {
    case episodes, number, unwatched
  }

  /// Both keys, and `unwatched` only when it is counted.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(episodes, forKey: .episodes)
    try container.encode(number, forKey: .number)
    if let unwatched { try container.encode(unwatched, forKey: .unwatched) }
  }
}
