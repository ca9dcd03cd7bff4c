import TVGuidePresenter
import TVGuideView
import Testing

@testable import TVGuidePresenter

/// A refused text quoted in a report: every character visible, at most 40 of them (issue 36:
/// a NUL vanished from `121␀361`, and a 1 MB field made a 1 MB report).
@Suite struct QuotedTextFormatterTests {
  private let quotes = QuotedTextFormatter(sanitizer: TerminalText())

  @Test(arguments: [
    ("121\u{0}361", "\"121␀361\""), ("a\u{1B}[2Jb", "\"a␛[2Jb\""), ("x\u{7F}", "\"x␡\""),
    ("Ev\u{202E}il", "\"Ev<U+202E>il\""), ("zero\u{200B}width", "\"zero<U+200B>width\""),
    ("tab\there", "\"tab␉here\""), ("plain", "\"plain\""), ("", "\"\""),
  ])
  func everyCharacterTheViewsRuleWouldDropIsShown(text: String, quoted: String) {
    #expect(quotes.quoted(text) == quoted)
    #expect(TerminalText().singleLine(quotes.quoted(text)) == quotes.quoted(text))
  }

  @Test func aLongTextIsCutAndSaysItsLength() {
    let long = String(repeating: "7", count: 1_000_000)
    #expect(quotes.quoted(long) == "\"\(String(repeating: "7", count: 40))…\" (1000000 bytes)")
    #expect(quotes.quoted(String(repeating: "8", count: 40)) == "\"\(String(repeating: "8", count: 40))\"")
  }
}
