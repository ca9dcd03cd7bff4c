/// Text from data that tries to act where a page shows it: markup that would add or run an
/// element, quotes that would end an attribute and start one of the data's choosing, entities a
/// page must show as typed, and a terminal's escape sequences and invisible characters.
public enum HostileText {
  /// A script element.
  public static let script = "<script>window.__pwned = 1</script>"
  /// Ends a double-quoted attribute and adds a handler.
  public static let doubleQuote = "\" onmouseover=\"window.__pwned = 2\" data-x=\""
  /// Ends a single-quoted attribute and adds a handler.
  public static let singleQuote = "' autofocus onfocus='window.__pwned = 3"
  /// An image whose error runs script, and a `javascript:` link.
  public static let elements = "<img src=x onerror=alert(1)><a href=\"javascript:alert(2)\">link</a>"
  /// Entities that must be shown as typed, not as the characters they name.
  public static let entities = "&lt;b&gt;bold&lt;/b&gt; &amp; &#60;i&#62; &quot;"
  /// A comment and a closing tag that would end the element around the text.
  public static let closing = "</td></tr></table><!-- x --></main><p>"
  /// A terminal's colour and title sequences.
  public static let escapes = "\u{1B}[31mred\u{1B}[0m\u{1B}]0;title\u{07}"
  /// A right-to-left override and zero-width characters, which make one name pass for another.
  public static let invisible = "Evil\u{202E}txt.exe\u{200B}\u{2066}"

  /// `text` as an HTML parser reads it back from an element's content: libxml2 drops the C0
  /// controls (but tab, line feed and carriage return) and DEL there, which HTML does not allow
  /// in text; in attribute values it keeps them.
  public static func parsed(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter {
          $0.value >= 0x20 && $0.value != 0x7F || "\t\n\r".unicodeScalars.contains($0)
        }))
  }

  /// Every hostile text above.
  public static let all = [script, doubleQuote, singleQuote, elements, entities, closing, escapes, invisible]
  /// Those whose markup characters a page must escape (the rest hold none).
  public static let markup = [script, doubleQuote, singleQuote, elements, entities, closing]
}
