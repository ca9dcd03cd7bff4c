/// A run of text in one style. Control characters are dropped from its text, so nothing a
/// view is given can move the cursor or start an escape sequence on the user's terminal.
public struct TextSpan: Hashable, Sendable {
  /// The span's text, without control characters even when set later.
  public var text: String {
    didSet { text = ControlCharacters.removed(from: text) }
  }
  /// How the text looks.
  public var style: TextStyle

  /// Creates a span of `text`, its control characters dropped.
  public init(_ text: String, style: TextStyle = []) {
    self.text = ControlCharacters.removed(from: text)
    self.style = style
  }

  /// A span of text its maker already found to be printable ASCII, so not scanned again.
  init(printableASCII text: String, style: TextStyle) {
    self.text = text
    self.style = style
  }
}
