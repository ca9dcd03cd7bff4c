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
  /// The season the episode belongs to: with `number`, what a watched mark names.
  public var season: Int
  /// The episode's number in its season; `nil` for an unnumbered one, which cannot be marked.
  public var number: Int?

  /// Creates a row; by default not a special, and naming no episode a mark could change.
  public init(
    id: Int, code: String, title: String, airdate: String, runtime: String, isSpecial: Bool = false,
    isWatched: Bool = false, season: Int = 0, number: Int? = nil
  ) {
    self.id = id
    self.code = code
    self.title = title
    self.airdate = airdate
    self.runtime = runtime
    self.isSpecial = isSpecial
    self.isWatched = isWatched
    self.season = season
    self.number = number
  }
}
