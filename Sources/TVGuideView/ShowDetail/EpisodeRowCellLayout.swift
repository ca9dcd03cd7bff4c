import TVGuidePresenter
import TextUIKit

/// The columns of an episode: code (with a check mark when watched), title, air date, runtime.
struct EpisodeRowCellLayout {
  func cell(for row: EpisodeRow) -> TextTableViewCell {
    TextTableViewCell(columns: [
      TextColumn(
        row.isWatched ? row.code + " ✓" : row.code, width: .fixed(8), style: row.isSpecial ? .accent : []),
      TextColumn(row.title, width: .flexible(minimum: 10)),
      TextColumn(row.airdate, width: .fixed(12), alignment: .right, priority: 500),
      TextColumn(row.runtime, width: .fixed(10), alignment: .right, style: .dim, priority: 400),
    ])
  }
}
