/// Supplies a `TextTableView`'s sections and rows, like `UITableViewDataSource`.
/// Class-bound so the table can hold it `weak`.
@MainActor
public protocol TextTableViewDataSource: AnyObject {
  func numberOfSections(in tableView: TextTableView) -> Int
  /// How many rows section `section` has.
  func tableView(_ tableView: TextTableView, numberOfRowsInSection section: Int) -> Int
  /// The row at `indexPath`, asked for only when the row is drawn.
  func tableView(_ tableView: TextTableView, cellForRowAt indexPath: TextIndexPath)
    -> TextTableViewCell
  func tableView(_ tableView: TextTableView, titleForHeaderInSection section: Int) -> String?
}

extension TextTableViewDataSource {
  /// One section, for tables that are a single list.
  public func numberOfSections(in tableView: TextTableView) -> Int { 1 }

  /// No header, for tables whose sections need no titles.
  public func tableView(_ tableView: TextTableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
}
