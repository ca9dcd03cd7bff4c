import TVGuideTestSupport
import TVGuideWeb
import Testing

/// Text escaped for element content and quoted attribute values alike.
@Suite struct HTMLEscapingTests {
  @Test(arguments: [
    ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;"),
  ])
  func eachMarkupCharacterIsAReference(character: String, reference: String) {
    #expect(HTMLEscaping.escape("a\(character)b") == "a\(reference)b")
  }

  @Test func textWithoutMarkupIsKeptAsItIs() {
    let text = "Ça va · 東京 👩‍👩‍👧 \u{1B}[31m"
    #expect(HTMLEscaping.escape(text) == text)
  }

  /// An entity from data is shown as typed: its `&` is escaped like any other.
  @Test func anEntityIsEscapedAgainSoItShowsAsTyped() {
    #expect(HTMLEscaping.escape("&lt;b&gt; &#60;") == "&amp;lt;b&amp;gt; &amp;#60;")
  }

  @Test(arguments: HostileText.markup)
  func escapedTextHasNoMarkupCharacterLeft(_ text: String) {
    let escaped = HTMLEscaping.escape(text)
    #expect(!escaped.contains { "<>\"'".contains($0) })
  }

  /// Escaping is undone by reading the references back: nothing from the text is lost.
  @Test(arguments: HostileText.all)
  func theReferencesReadBackToTheText(_ text: String) {
    let readBack = HTMLEscaping.escape(text)
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
    #expect(readBack == text)
  }
}
