import TVGuidePresenter
import TextUIKit

/// The columns of an agenda entry: id (in a report), time, show, episode code, title. The show
/// column is as wide as the longest name (up to ``maximumShowWidth``), so names are cut only
/// when they must be and the title gets the rest; a narrow terminal loses the title last.
struct AgendaEntryCellLayout {
  /// The widest the show column grows, so that a long name leaves the title room at 80 columns.
  static let maximumShowWidth = 28
  /// Whether a leading column shows the TVMaze id (the CLI, where ids are typed back in).
  var showsID = false
  /// Whether a trailing column shows what is left to watch (the screen, where marks made on a
  /// show's screen show on coming back; the CLI leaves it to `following`).
  var showsUnwatched = false
  /// The show column's width: the longest name shown, at most ``maximumShowWidth``.
  var showWidth = 12

  /// Fits the show column to the names of `days`.
  mutating func fit(_ days: [AgendaDay]) {
    let longest = days.flatMap(\.entries).map { DisplayWidth.of($0.show) }.max() ?? 0
    showWidth = min(max(longest, 4), Self.maximumShowWidth)
  }

  func cell(for entry: AgendaEntry) -> TextTableViewCell {
    var columns = [
      TextColumn(entry.time, width: .fixed(5)),
      TextColumn(entry.show, width: .fixed(showWidth)),
      TextColumn(entry.code, width: .fixed(7), style: .dim),
      TextColumn(entry.title, width: .flexible(minimum: 0), priority: 400),
    ]
    if showsUnwatched {
      columns.append(
        TextColumn(entry.unwatched, width: .fixed(14), alignment: .right, style: .dim, priority: 300))
    }
    if showsID {
      columns.insert(
        TextColumn(String(entry.showID), width: .fixed(6), alignment: .right, style: .dim), at: 0)
    }
    return TextTableViewCell(columns: columns)
  }
}
