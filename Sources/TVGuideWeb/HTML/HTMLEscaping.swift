/// Escapes text for HTML, in element content and in quoted attribute values alike. Plot 0.14
/// escapes `<` and `>` in text but keeps what looks like an entity (`&lt;` from data would be
/// shown as `<`), and writes attribute values as they are, so a `"` in a show's name would end
/// an `alt` and start an attribute of the data's choosing. Pages therefore write every string
/// through `Node.safeText` and `Node.safeAttribute`, which escape here, and never Plot's own.
public enum HTMLEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` written as character references.
  public static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: needsEscaping) else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    for character in text.unicodeScalars {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }

  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
  }
}
