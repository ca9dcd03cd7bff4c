import TVGuidePresenter
import TextUIKit

/// Feeds a table with the rows the following presenter last handed over: one list of shows,
/// or, for `next`, the agenda's days and then the shows it leaves out under one heading, so
/// that every followed show stays within reach of Enter and `f`.
@MainActor
final class FollowingTableDataSource: TextTableViewDataSource {
  var rows: [FollowingRow] = [] {
    didSet { layout.fit(rows) }
  }
  var layout = FollowingRowCellLayout()
  /// The agenda's days; empty for a list of shows.
  var days: [AgendaDay] = [] {
    didSet {
      agendaLayout.fit(days)
      agendaEntryCount = days.reduce(0) { $0 + $1.entries.count }
    }
  }
  /// The heading of the shows the agenda leaves out.
  var undatedHeading: String?
  private var agendaLayout = AgendaEntryCellLayout(showsUnwatched: true)
  private var agendaEntryCount = 0

  /// The rows past the agenda's entries: the presenter lists the shows soonest first, so the
  /// agenda's entries are its first rows, in the same order.
  private var undatedRows: ArraySlice<FollowingRow> {
    rows.dropFirst(agendaEntryCount)
  }

  /// The index of the presenter's row shown at `indexPath`.
  func rowIndex(at indexPath: TextIndexPath) -> Int {
    days.prefix(indexPath.section).reduce(0) { $0 + $1.entries.count } + indexPath.row
  }

  func numberOfSections(in tableView: TextTableView) -> Int {
    guard undatedHeading != nil else { return 1 }
    return days.count + (undatedRows.isEmpty ? 0 : 1)
  }

  func tableView(_ tableView: TextTableView, numberOfRowsInSection section: Int) -> Int {
    guard undatedHeading != nil else { return rows.count }
    return section < days.count ? days[section].entries.count : undatedRows.count
  }

  func tableView(_ tableView: TextTableView, titleForHeaderInSection section: Int) -> String? {
    guard let undatedHeading else { return nil }
    return section < days.count ? days[section].title : undatedHeading
  }

  func tableView(_ tableView: TextTableView, cellForRowAt indexPath: TextIndexPath) -> TextTableViewCell {
    guard undatedHeading != nil, indexPath.section < days.count else {
      return layout.cell(for: rows[rowIndex(at: indexPath)])
    }
    return agendaLayout.cell(for: days[indexPath.section].entries[indexPath.row])
  }
}
