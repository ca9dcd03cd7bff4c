/// The characters that must never reach a terminal as text: C0 controls (newline and tab
/// included, since a span is one line), DEL and the C1 controls, any of which can start an
/// escape sequence or move the cursor.
enum ControlCharacters {
  static func contains(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `text` without its control characters.
  static func removed(from text: String) -> String {
    guard text.unicodeScalars.contains(where: contains) else { return text }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: text.unicodeScalars.lazy.filter { !contains($0) })
    return String(kept)
  }
}
