import TVGuidePresenter
import TextUIKit

/// Feeds a table with one section per season.
@MainActor
final class SeasonTableDataSource: TextTableViewDataSource {
  var sections: [SeasonSection] = []
  private let layout = EpisodeRowCellLayout()

  func numberOfSections(in tableView: TextTableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: TextTableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: TextTableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func tableView(_ tableView: TextTableView, cellForRowAt indexPath: TextIndexPath)
    -> TextTableViewCell
  {
    layout.cell(for: sections[indexPath.section].rows[indexPath.row])
  }
}
