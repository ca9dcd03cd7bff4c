/// The one rule for every string that comes from data or from the user before it is shown or
/// written as JSON: no C0 or C1 control character, DEL, escape sequence, bidirectional
/// control, default-ignorable character (zero-width characters, tag characters, variation
/// selectors) or noncharacter survives. A complete escape sequence goes whole (`ESC[31m`
/// leaves no `[31m`); an escape that starts no complete sequence drops only itself, so one
/// stray byte never swallows the text after it. One pass over the text, whatever it holds.
public struct TerminalTextSanitizer: Sendable {
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

  /// The sanitized text, or `nil` when nothing readable is left of it, for the places where
  /// an absent value reads better than an empty one (JSON's `null`).
  public func printable(_ text: String?) -> String? {
    guard let text else { return nil }
    let cleaned = sanitize(text)
    return cleaned.allSatisfy(\.isWhitespace) ? nil : cleaned
  }

  /// `text` with everything a terminal would act on removed or replaced, per `mode`.
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
