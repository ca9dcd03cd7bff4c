import TextUIKit

/// A table data source with fixed sections of one-column rows; records selections and
/// end-of-list notices like a delegate.
@MainActor
public final class StaticTableDataSource: TextTableViewDataSource, TextTableViewDelegate {
  public var sections: [(title: String?, rows: [String])]
  public private(set) var selected: [TextIndexPath] = []
  public private(set) var endReachedCount = 0

  public init(sections: [(title: String?, rows: [String])]) {
    self.sections = sections
  }

  /// One untitled section with rows `Row 1` … `Row n`.
  public convenience init(rowCount: Int) {
    self.init(sections: [(nil, (1...max(1, rowCount)).prefix(rowCount).map { "Row \($0)" })])
  }

  public func numberOfSections(in tableView: TextTableView) -> Int { sections.count }

  public func tableView(_ tableView: TextTableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  public func tableView(_ tableView: TextTableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  public func tableView(_ tableView: TextTableView, cellForRowAt indexPath: TextIndexPath)
    -> TextTableViewCell
  {
    TextTableViewCell(text: sections[indexPath.section].rows[indexPath.row])
  }

  public func tableView(_ tableView: TextTableView, didSelectRowAt indexPath: TextIndexPath) {
    selected.append(indexPath)
  }

  public func tableViewDidReachEnd(_ tableView: TextTableView) {
    endReachedCount += 1
  }
}
