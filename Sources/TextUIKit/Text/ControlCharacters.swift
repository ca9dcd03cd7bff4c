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
    // Every span of every row comes through here, and almost all of them are printable
    // ASCII, which a check of the bytes settles without decoding scalars.
    let isPrintableASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { (0x20..<0x7F).contains($0) }
    }
    if isPrintableASCII == true { return text }
    guard text.unicodeScalars.contains(where: contains) else { return text }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: text.unicodeScalars.lazy.filter { !contains($0) })
    return String(kept)
  }
}
