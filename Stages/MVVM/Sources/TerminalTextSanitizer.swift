/// Removes what a terminal would interpret from text that came from data: control
/// characters, whole escape sequences (so `ESC[31m` leaves no `[31m`) and the bidirectional
/// overrides that can make text read differently from what it is.
struct TerminalTextSanitizer {
  /// Whether line breaks survive (summaries) or become spaces (names, table cells).
  enum Mode {
    case singleLine
    case multiline
  }

  let mode: Mode

  func sanitize(_ text: String) -> String {
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
    guard mode == .singleLine else { return cleaned }
    return cleaned.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  /// After ESC: CSI (`[`) runs to a final byte, OSC/DCS/SOS/PM/APC to BEL or ST, and any
  /// other escape is two characters long, after its intermediate bytes.
  private static func skipEscapeSequence(_ input: inout String.UnicodeScalarView.Iterator) {
    guard let next = input.next() else { return }
    switch next {
    case "[": skipControlSequence(&input)
    case "]", "P", "X", "^", "_": skipString(&input)
    default:
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
}
