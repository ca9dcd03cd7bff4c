/// Hears about choices in a `TextTableView`, like `UITableViewDelegate`.
/// Class-bound so the table can hold it `weak`.
@MainActor
public protocol TextTableViewDelegate: AnyObject {
  /// The user opened the row at `indexPath` (Enter, or its number in line mode).
  func tableView(_ tableView: TextTableView, didSelectRowAt indexPath: TextIndexPath)
  /// The selection reached the last row: a chance to load more.
  func tableViewDidReachEnd(_ tableView: TextTableView)
}

extension TextTableViewDelegate {
  /// Does nothing, for tables that never load more.
  public func tableViewDidReachEnd(_ tableView: TextTableView) {}
}
