/// Which side of a column text sticks to.
public enum TextAlignment: Sendable {
  /// Text starts at the column's left edge; the rest is padding.
  case left
  /// Text ends at the column's right edge, as numbers line up.
  case right
}
