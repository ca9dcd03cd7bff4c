/// One episode in a season section, every column already text.
public struct EpisodeRow: Equatable, Sendable {
  public var id: Int
  /// `S01E01`, or `Special`.
  public var code: String
  public var title: String
  public var airdate: String
  public var runtime: String
  /// Specials are unnumbered rows of their season; views may set them apart.
  public var isSpecial: Bool

  public init(
    id: Int, code: String, title: String, airdate: String, runtime: String, isSpecial: Bool = false
  ) {
    self.id = id
    self.code = code
    self.title = title
    self.airdate = airdate
    self.runtime = runtime
    self.isSpecial = isSpecial
  }
}
