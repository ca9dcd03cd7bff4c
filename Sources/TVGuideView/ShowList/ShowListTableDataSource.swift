import TVGuidePresenter
import TextUIKit

/// Feeds a table with the rows the show list presenter last handed over.
@MainActor
final class ShowListTableDataSource: TextTableViewDataSource {
  var rows: [ShowRow] = []
  var layout = ShowRowCellLayout()

  func tableView(_ tableView: TextTableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TextTableView, cellForRowAt indexPath: TextIndexPath)
    -> TextTableViewCell
  {
    layout.cell(for: rows[indexPath.row])
  }
}
