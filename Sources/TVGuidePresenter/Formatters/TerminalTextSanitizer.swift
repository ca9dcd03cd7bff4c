/// Removes what a terminal would interpret from text that came from data: C0 and C1 control
/// characters, DEL, whole escape sequences (so `ESC[31m` leaves no `[31m` behind) and the
/// bidirectional overrides that can make text read differently from what it is.
public struct TerminalTextSanitizer: Sendable {
  /// Whether line breaks survive (summaries) or become spaces (names, table cells).
  public enum Mode: Sendable {
    case singleLine
    case multiline
  }

  public let mode: Mode

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

  public func sanitize(_ text: String) -> String {
    if isAlreadyClean(text) { return text }
    var scalars = String.UnicodeScalarView()
    var input = text.unicodeScalars.makeIterator()
    while let scalar = input.next() {
      switch scalar.value {
      case 0x0A, 0x2028, 0x2029:
        scalars.append(mode == .multiline ? "\n" : " ")
      case 0x09:
        scalars.append(" ")
      case 0x1B:
        Self.skipEscapeSequence(&input)
      case 0x9B:
        Self.skipControlSequence(&input)
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
        Self.skipString(&input)
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        continue
      default:
        scalars.append(scalar)
      }
    }
    let cleaned = String(scalars)
    return mode == .singleLine ? Self.collapsingSpaces(cleaned) : cleaned
  }

  /// Whether `sanitize` would give `text` back unchanged, read from its bytes: no byte of a
  /// control character (below 0x20, DEL, or the lead bytes 0xC2 and 0xE2 of C1 controls,
  /// line separators and bidirectional controls), and in single-line mode no space to
  /// collapse. Almost every name is like that, and a daily show has 15 000 of them.
  private func isAlreadyClean(_ text: String) -> Bool {
    var previousWasSpace = true
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 { return false }
      let isSpace = byte == UInt8(ascii: " ")
      if mode == .singleLine, isSpace, previousWasSpace { return false }
      previousWasSpace = isSpace
    }
    return mode == .multiline || !previousWasSpace || text.isEmpty
  }

  /// After ESC: CSI (`[`) runs to a final byte, OSC/DCS/SOS/PM/APC run to BEL or ST, any
  /// other escape is two characters long.
  private static func skipEscapeSequence(_ input: inout String.UnicodeScalarView.Iterator) {
    guard let next = input.next() else { return }
    switch next {
    case "[": skipControlSequence(&input)
    case "]", "P", "X", "^", "_": skipString(&input)
    default:
      // nF escapes carry intermediate bytes (0x20–0x2F) before their final byte.
      var current = next
      while (0x20...0x2F).contains(current.value), let following = input.next() {
        current = following
      }
    }
  }

  private static func skipControlSequence(_ input: inout String.UnicodeScalarView.Iterator) {
    while let scalar = input.next() {
      if (0x40...0x7E).contains(scalar.value) || scalar.value > 0x7E { return }
    }
  }

  /// Skips a string up to its BEL or ST. A string that never ends is not a sequence any
  /// terminal would complete, so only its introducer goes and the text after it stays.
  private static func skipString(_ input: inout String.UnicodeScalarView.Iterator) {
    var lookahead = input
    var previousWasEscape = false
    while let scalar = lookahead.next() {
      if scalar.value == 0x07 || scalar.value == 0x9C || (previousWasEscape && scalar == "\\") {
        input = lookahead
        return
      }
      previousWasEscape = scalar.value == 0x1B
    }
  }

  private static func collapsingSpaces(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}
