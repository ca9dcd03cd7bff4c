/// The characters that must never reach a terminal as text: C0 controls (newline and tab
/// included, since a span is one line), DEL and the C1 controls, any of which can start an
/// escape sequence or move the cursor, and the bidirectional controls and line separators,
/// which reorder or break what follows them on the screen.
enum ControlCharacters {
  static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` without its control characters.
  static func removed(from text: String) -> String {
    guard text.unicodeScalars.contains(where: contains) else { return text }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: text.unicodeScalars.lazy.filter { !contains($0) })
    return String(kept)
  }
}
