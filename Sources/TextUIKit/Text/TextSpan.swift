/// A run of text in one style. Invisible characters (`ScreenTextSanitizer.isInvisible(_:)`,
/// controls among them) and line separators are dropped from its text, so nothing a view is
/// given can move the cursor or start an escape sequence on the user's terminal.
public struct TextSpan: Hashable, Sendable {
  /// The span's text, without invisible characters even when set later.
  public var text: String {
    didSet { text = TerminalTextSanitizer.removingInvisible(from: text) }
  }
  /// How the text looks.
  public var style: TextStyle

  /// Creates a span of `text`, its invisible characters dropped.
  public init(_ text: String, style: TextStyle = []) {
    self.text = TerminalTextSanitizer.removingInvisible(from: text)
    self.style = style
  }

  /// A span of text its maker already found to be printable ASCII, so not scanned again.
  init(printableASCII text: String, style: TextStyle) {
    self.text = text
    self.style = style
  }
}
