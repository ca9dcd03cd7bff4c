import TVGuidePresenter
import TextUIKit

/// Feeds a table with the rows the following presenter last handed over.
@MainActor
final class FollowingTableDataSource: TextTableViewDataSource {
  var rows: [FollowingRow] = []
  var layout = FollowingRowCellLayout()

  func tableView(_ tableView: TextTableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TextTableView, cellForRowAt indexPath: TextIndexPath) -> TextTableViewCell {
    layout.cell(for: rows[indexPath.row])
  }
}
