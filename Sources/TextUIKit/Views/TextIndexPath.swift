/// A row in a sectioned table, like Foundation's `IndexPath` in `UITableView`.
public struct TextIndexPath: Hashable, Comparable, Sendable {
  public var section: Int
  public var row: Int

  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }

  public static func < (lhs: TextIndexPath, rhs: TextIndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}
