/// JSON text with every character a terminal acts on written as a `\u` escape: JSON encoders
/// escape the C0 controls but write DEL, the C1 controls (U+009B starts an escape sequence on
/// some terminals), bidirectional overrides and line separators as they are. They can only
/// stand inside strings, so the document means exactly what it did; it is only safe to print.
enum TerminalSafeJSON {
  static func escaping(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: VisibleText.isUnsafe) else { return json }
    var result = ""
    for scalar in json.unicodeScalars {
      // A C0 control here is JSON's own whitespace between tokens (encoders escape those in
      // strings), which must stay as it is.
      guard VisibleText.isUnsafe(scalar), scalar.value > 0x1F else {
        result.unicodeScalars.append(scalar)
        continue
      }
      for unit in String(scalar).utf16 {
        let hex = String(unit, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return result
  }
}
