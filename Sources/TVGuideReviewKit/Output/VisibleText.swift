/// Text from the reviewed project (file names, quoted code, comments, baseline entries) made
/// safe to print where a person or a CI service reads it: every character a terminal or a log
/// acts on instead of showing (escape sequences, OSC 8 links, the bell, line and paragraph
/// breaks, carriage returns, bidirectional overrides, zero-width characters) is written as a
/// visible escape such as `\u{1B}`. A file name with a line break once forged finding lines and
/// GitHub workflow commands in the output (issue 34).
package enum VisibleText {
  /// `text` with every unsafe character written as `\n`, `\r`, `\t` or `\u{…}`; with
  /// `keepingLineBreaks`, CR and LF are left for a format that escapes them its own way.
  package static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
    let escapes = { (scalar: Unicode.Scalar) in
      isUnsafe(scalar) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\r"))
    }
    guard text.unicodeScalars.contains(where: escapes) else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      guard escapes(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return result
  }

  /// C0 and C1 controls and DEL; the Unicode line and paragraph separators; the
  /// bidirectional embeddings, overrides, isolates and marks; zero-width characters and the
  /// byte-order mark; noncharacters, which XML forbids.
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: true
    case 0xFDD0...0xFDEF: true
    default: scalar.value & 0xFFFE == 0xFFFE
    }
  }
}
