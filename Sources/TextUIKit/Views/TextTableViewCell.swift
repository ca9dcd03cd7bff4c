/// A table row as columns; the table lays them out across its width.
public struct TextTableViewCell: Hashable, Sendable {
  public var columns: [TextColumn]

  public init(columns: [TextColumn]) {
    self.columns = columns
  }

  public init(text: String, style: TextStyle = []) {
    self.init(columns: [TextColumn(text, width: .flexible(minimum: 1), style: style)])
  }
}
