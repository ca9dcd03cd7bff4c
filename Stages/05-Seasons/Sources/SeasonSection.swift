/// One season of the episodes table: its header and its episodes in airing order.
struct SeasonSection: Equatable {
  /// `Season 1 · 10 episodes · 1 special`.
  var title: String
  var rows: [EpisodeRow]
}
