/// A run of text in one style. Control characters are dropped from its text, so nothing a
/// view is given can move the cursor or start an escape sequence on the user's terminal.
public struct TextSpan: Hashable, Sendable {
  public var text: String {
    didSet { text = ControlCharacters.removed(from: text) }
  }
  public var style: TextStyle

  public init(_ text: String, style: TextStyle = []) {
    self.text = ControlCharacters.removed(from: text)
    self.style = style
  }
}
