/// Quotes text a file or the user gave, in a report that says what was wrong with it: bounded
/// in length, and with every character the view's rule would drop shown instead.
///
/// The view's rule removes control and invisible characters, which is right for a name but
/// wrong for a value that is refused: `121␀361` would read `121361`, which looks like a number.
/// So a C0 control or DEL is shown as its Unicode control picture (`␀`, `␛`), and any other
/// character the rule drops as its code (`<U+202E>`); what is left then passes the rule
/// unchanged. Past ``maximumCharacters`` the quote is cut with `…` and says how long the text
/// was, so one 63 MB field never makes a 63 MB report.
package struct QuotedTextFormatter: Sendable {
  /// The most characters of a text a report quotes.
  package static let maximumCharacters = 40
  private let sanitizer: any TextSanitizing

  /// Shows what `sanitizer`, the view's rule, would drop.
  package init(sanitizer: any TextSanitizing) {
    self.sanitizer = sanitizer
  }

  /// `text` in quotes, every character visible, at most ``maximumCharacters`` of it.
  package func quoted(_ text: String) -> String {
    var visible = ""
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < Self.maximumCharacters else {
        return "\"\(sanitizer.singleLine(visible))…\" (\(text.utf8.count) bytes)"
      }
      visible += shown(scalar)
      count += 1
    }
    return "\"\(sanitizer.singleLine(visible))\""
  }

  private func shown(_ scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0..<0x20: String(Unicode.Scalar(0x2400 + scalar.value)!)
    case 0x7F: "\u{2421}"
    case _ where scalar == " ": " "
    case _ where sanitizer.singleLine(String(scalar)).isEmpty: Self.code(of: scalar)
    default: String(scalar)
    }
  }

  /// `<U+202E>`: at least four hexadecimal digits, as Unicode writes code points.
  private static func code(of scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
  }
}
