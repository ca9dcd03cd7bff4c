import TVGuidePresenter
import TextUIKit

/// The columns of a followed show in a table: id (in a report), when, name, next episode,
/// unwatched count. Narrow terminals lose the unwatched count first, then the episode.
struct FollowingRowCellLayout {
  /// Whether a leading column shows the TVMaze id (the CLI, where ids are typed back in).
  var showsID = false

  func cell(for row: FollowingRow) -> TextTableViewCell {
    var columns = [
      // As wide as the longest time: `Sun 29 Mar 2026 07:00 GMT+5:30`.
      TextColumn(row.when, width: .fixed(30)),
      TextColumn(row.name, width: .flexible(minimum: 18)),
      TextColumn(row.episode, width: .flexible(minimum: 0), style: .dim, priority: 400),
      TextColumn(row.unwatched, width: .fixed(14), alignment: .right, priority: 300),
    ]
    if showsID {
      columns.insert(TextColumn(String(row.showID), width: .fixed(6), alignment: .right, style: .dim), at: 0)
    }
    return TextTableViewCell(columns: columns)
  }
}
