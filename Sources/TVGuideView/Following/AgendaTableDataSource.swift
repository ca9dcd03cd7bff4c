import TVGuidePresenter
import TextUIKit

/// Feeds a table with the `next` agenda: one section per day, titled with the day.
@MainActor
final class AgendaTableDataSource: TextTableViewDataSource {
  var days: [AgendaDay] = [] {
    didSet { layout.fit(days) }
  }
  var layout = AgendaEntryCellLayout()

  func numberOfSections(in tableView: TextTableView) -> Int {
    days.count
  }

  func tableView(_ tableView: TextTableView, numberOfRowsInSection section: Int) -> Int {
    days[section].entries.count
  }

  func tableView(_ tableView: TextTableView, titleForHeaderInSection section: Int) -> String? {
    days[section].title
  }

  func tableView(_ tableView: TextTableView, cellForRowAt indexPath: TextIndexPath) -> TextTableViewCell {
    layout.cell(for: days[indexPath.section].entries[indexPath.row])
  }
}
