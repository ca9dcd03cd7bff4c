import TVGuidePresenter
import TextUIKit

/// The columns of a show in a table: name, the mark of episodes held offline (when the source
/// holds only some shows'), year, rating, status, channel. Narrow terminals lose status
/// first, then year, then channel, then rating.
struct ShowRowCellLayout {
  /// Whether a leading column shows the TVMaze id (the CLI, where ids are typed back in).
  var showsID = false

  func cell(for row: ShowRow) -> TextTableViewCell {
    var columns = [
      TextColumn(row.name, width: .flexible(minimum: 12)),
      TextColumn(row.year, width: .fixed(5), priority: 300),
      TextColumn(row.rating, width: .fixed(13), priority: 500),
      TextColumn(row.status, width: .fixed(12), style: .dim, priority: 200),
      TextColumn(row.channel, width: .fixed(14), priority: 400),
    ]
    if let held = row.hasEpisodesHeld {
      let mark = held ? ShowListStatusFormatter.episodesHeldMark : ""
      columns.insert(TextColumn(mark, width: .fixed(1)), at: 1)
    }
    if showsID {
      columns.insert(TextColumn(String(row.id), width: .fixed(6), alignment: .right, style: .dim), at: 0)
    }
    return TextTableViewCell(columns: columns)
  }
}
