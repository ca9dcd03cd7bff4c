/// A run of text in one style.
public struct TextSpan: Hashable, Sendable {
  public var text: String
  public var style: TextStyle

  public init(_ text: String, style: TextStyle = []) {
    self.text = text
    self.style = style
  }
}
