/// One season of the episodes table: a header and its episodes in airing order.
public struct SeasonSection: Equatable, Sendable {
  /// The season's number as TVMaze counts it.
  public var number: Int
  /// `Season 1 · 10 episodes`.
  public var title: String
  /// The season's episodes in airing order, made as the table draws them.
  public var rows: FormattedList<EpisodeRow>

  /// Creates a section.
  public init(number: Int, title: String, rows: FormattedList<EpisodeRow>) {
    self.number = number
    self.title = title
    self.rows = rows
  }
}
