/// One column of a table cell.
public struct TextColumn: Hashable, Sendable {
  /// How wide a column is.
  public enum Width: Hashable, Sendable {
    /// Exactly this many columns.
    case fixed(Int)
    /// What is left after fixed columns, but at least `minimum`.
    case flexible(minimum: Int)
  }

  /// The column's text, cut with `…` when it does not fit.
  public var text: String
  /// How many terminal columns the column takes.
  public var width: Width
  /// Where the text sits when it is narrower than the column.
  public var alignment: TextAlignment
  /// How the column's text looks.
  public var style: TextStyle
  /// Columns that may be dropped, lowest priority first, when the table is too narrow.
  public var priority: Int

  /// Creates a column; by default left-aligned, unstyled and dropped last (priority 1000).
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
