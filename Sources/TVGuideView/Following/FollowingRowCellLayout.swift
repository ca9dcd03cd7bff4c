import TVGuidePresenter
import TextUIKit

/// The columns of a followed show in a table: id (in a report), name, when, next episode,
/// unwatched count. The name, when and unwatched columns are as wide as their longest text
/// (the name up to ``maximumNameWidth``), so the episode's title gets the rest; narrow
/// terminals lose the unwatched count first, then the episode.
struct FollowingRowCellLayout {
  /// The widest the name column grows, so that a long name leaves the episode room at 80 columns.
  static let maximumNameWidth = 28
  /// Whether a leading column shows the TVMaze id (the CLI, where ids are typed back in).
  var showsID = false
  private var nameWidth = 18
  private var whenWidth = 11
  private var unwatchedWidth = 0

  /// Fits the columns to the texts of `rows`.
  mutating func fit(_ rows: [FollowingRow]) {
    func longest(_ text: (FollowingRow) -> String) -> Int {
      rows.map { DisplayWidth.of(text($0)) }.max() ?? 0
    }
    nameWidth = min(max(longest(\.name), 4), Self.maximumNameWidth)
    whenWidth = longest(\.when)
    unwatchedWidth = longest(\.unwatched)
  }

  func cell(for row: FollowingRow) -> TextTableViewCell {
    var columns = [
      TextColumn(row.name, width: .fixed(nameWidth)),
      TextColumn(row.when, width: .fixed(whenWidth)),
      TextColumn(row.episode, width: .flexible(minimum: 0), style: .dim, priority: 400),
      TextColumn(row.unwatched, width: .fixed(unwatchedWidth), alignment: .right, priority: 300),
    ]
    if showsID {
      columns.insert(TextColumn(String(row.showID), width: .fixed(6), alignment: .right, style: .dim), at: 0)
    }
    return TextTableViewCell(columns: columns)
  }
}
