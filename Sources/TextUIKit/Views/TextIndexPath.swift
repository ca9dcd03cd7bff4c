/// A row in a sectioned table, like Foundation's `IndexPath` in `UITableView`.
public struct TextIndexPath: Hashable, Comparable, Sendable {
  /// The section's index, from 0.
  public var section: Int
  /// The row's index within its section, from 0.
  public var row: Int

  /// Creates the path of row `row` in section `section`.
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }

  /// Whether `lhs` comes before `rhs` in the table: by section, then by row.
  public static func < (lhs: TextIndexPath, rhs: TextIndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}
