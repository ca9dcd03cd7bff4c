/// A table row as columns; the table lays them out across its width.
public struct TextTableViewCell: Hashable, Sendable {
  /// The row's columns, left to right.
  public var columns: [TextColumn]

  /// Creates a row of `columns`.
  public init(columns: [TextColumn]) {
    self.columns = columns
  }

  /// Creates a row of one flexible column holding `text`.
  public init(text: String, style: TextStyle = []) {
    self.init(columns: [TextColumn(text, width: .flexible(minimum: 1), style: style)])
  }
}
