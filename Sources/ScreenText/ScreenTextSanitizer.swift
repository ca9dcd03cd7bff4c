/// The one rule for text that reaches a screen, the terminal's or a web page's: no C0 or C1
/// control character, DEL, escape sequence (7-bit `ESC [`, or 8-bit CSI 0x9B and the C1
/// string introducers), bidirectional control, default-ignorable character (zero-width
/// characters, tag characters, variation selectors) or noncharacter survives. A complete
/// escape sequence goes whole (`ESC[31m` leaves no `[31m`); an escape that starts no complete
/// sequence drops only itself, so one stray byte never swallows the text after it. A carriage
/// return is dropped, so `\r\n` is one line break. One pass over the text, whatever it holds.
///
/// Both views use it: TextUIKit names it `TerminalTextSanitizer` (the presenters get it
/// through `TVGuideView.TerminalText`, the search bar keeps typed text by it, every `TextSpan`
/// drops what ``isInvisible(_:)`` names) and the web view's `WebText` applies it before a page
/// escapes the text. Markup is not its business: a page escapes what it writes.
public struct ScreenTextSanitizer: Sendable {
  /// Whether line breaks survive (summaries) or become spaces (names, table cells), and
  /// whether runs of spaces are kept (text being typed, whose last space is not yet between
  /// two words).
  public enum Mode: Sendable {
    /// For names and table cells: line breaks become spaces and runs of spaces become one.
    case singleLine
    /// For summaries: line breaks are kept.
    case multiline
    /// For text being typed: line breaks become spaces, and runs of spaces are kept.
    case typing
  }

  /// What happens to line breaks and runs of spaces.
  public let mode: Mode

  /// Creates a sanitizer for text of the kind `mode` names.
  public init(mode: Mode) {
    self.mode = mode
  }

  /// `text` with everything a terminal would act on, or a reader could not see, removed or
  /// replaced, per `mode`.
  public func sanitize(_ text: String) -> String {
    if isPlainASCII(text) { return text }
    var pass = SanitizingPass(scalars: Array(text.unicodeScalars), keepsLineBreaks: mode == .multiline)
    let cleaned = pass.run()
    return mode == .singleLine ? Self.collapsingSpaces(cleaned) : cleaned
  }

  /// Whether `scalar` is never shown, whatever surrounds it: controls, bidirectional
  /// controls, default-ignorable characters and noncharacters.
  public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    if value < 0xAD { return false }
    if value == 0x061C || (0x200E...0x200F).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
    {
      return true
    }
    return scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.isNoncharacterCodePoint
  }

  /// `text` without the scalars one line of a terminal must never carry: the invisible ones
  /// (controls, newlines and tabs among them) and the line and paragraph separators. Escape
  /// sequences are not looked for: this is the last guard of what is drawn, not a cleaner.
  public static func removingInvisible(from text: String) -> String {
    // Every span of every row comes through here, and almost all of them are printable
    // ASCII, which a check of the bytes settles without decoding scalars.
    let isPrintableASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { (0x20..<0x7F).contains($0) }
    }
    if isPrintableASCII == true { return text }
    guard text.unicodeScalars.contains(where: isDrawnNowhere) else { return text }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: text.unicodeScalars.lazy.filter { !isDrawnNowhere($0) })
    return String(kept)
  }

  private static func isDrawnNowhere(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x2028 || scalar.value == 0x2029 || isInvisible(scalar)
  }

  /// Whether `text` is printable ASCII that `sanitize` would give back unchanged, read from
  /// its bytes: almost every name is, and a daily show has 15,000 of them. Anything else,
  /// any non-ASCII byte included, takes the full pass.
  private func isPlainASCII(_ text: String) -> Bool {
    var previousWasSpace = true
    for byte in text.utf8 {
      if byte < 0x20 || byte >= 0x7F { return false }
      let isSpace = byte == UInt8(ascii: " ")
      if mode == .singleLine, isSpace, previousWasSpace { return false }
      previousWasSpace = isSpace
    }
    return mode != .singleLine || !previousWasSpace || text.isEmpty
  }

  private static func collapsingSpaces(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}
