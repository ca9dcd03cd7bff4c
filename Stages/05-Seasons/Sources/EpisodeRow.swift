/// One episode in a season section, every column already text.
struct EpisodeRow: Equatable {
  /// `S01E01`, or `Special`.
  var code: String
  var title: String
  var airdate: String
  var runtime: String
  /// Specials are unnumbered rows of their season; the view sets them apart.
  var isSpecial: Bool
}
