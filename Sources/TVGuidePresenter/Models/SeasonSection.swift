/// One season of the episodes table: a header and its episodes in airing order.
public struct SeasonSection: Equatable, Sendable {
  public var number: Int
  /// `Season 1 · 10 episodes`.
  public var title: String
  public var rows: FormattedList<EpisodeRow>

  public init(number: Int, title: String, rows: FormattedList<EpisodeRow>) {
    self.number = number
    self.title = title
    self.rows = rows
  }
}
