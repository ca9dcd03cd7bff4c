/// Which side of a column text sticks to.
public enum TextAlignment: Sendable {
  case left
  case right
}
