/// One column of a table cell.
public struct TextColumn: Hashable, Sendable {
  /// How wide a column is.
  public enum Width: Hashable, Sendable {
    /// Exactly this many columns.
    case fixed(Int)
    /// What is left after fixed columns, but at least `minimum`.
    case flexible(minimum: Int)
  }

  public var text: String
  public var width: Width
  public var alignment: TextAlignment
  public var style: TextStyle
  /// Columns that may be dropped, lowest priority first, when the table is too narrow.
  public var priority: Int

  public init(
    _ text: String, width: Width, alignment: TextAlignment = .left, style: TextStyle = [],
    priority: Int = 1000
  ) {
    self.text = text
    self.width = width
    self.alignment = alignment
    self.style = style
    self.priority = priority
  }
}
