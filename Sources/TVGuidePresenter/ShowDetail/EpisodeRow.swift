/// One episode in a season section, every column already text.
public struct EpisodeRow: Equatable, Sendable {
  /// TVMaze's id of the episode.
  public var id: Int
  /// `S01E01`, or `Special`.
  public var code: String
  /// The episode's title, or `Untitled episode`.
  public var title: String
  /// The air date as the table writes it, or `Date unknown`.
  public var airdate: String
  /// The length, e.g. `45 min`, or `—` when unknown.
  public var runtime: String
  /// Specials are unnumbered rows of their season; views may set them apart.
  public var isSpecial: Bool
  /// Marked watched by the user.
  public var isWatched: Bool

  /// Creates a row; by default not a special.
  public init(
    id: Int, code: String, title: String, airdate: String, runtime: String, isSpecial: Bool = false,
    isWatched: Bool = false
  ) {
    self.id = id
    self.code = code
    self.title = title
    self.airdate = airdate
    self.runtime = runtime
    self.isSpecial = isSpecial
    self.isWatched = isWatched
  }
}
