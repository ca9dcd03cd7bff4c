import TVGuidePresenter
import TVGuideTestSupport
import TVGuideWeb
import Testing

/// The web's rule for text from data: what a reader should not see is dropped, markup is kept
/// (pages escape it when they write it).
@Suite struct WebTextTests {
  private let rule = WebText()

  /// The rule both views share: every sample shows on a page as it shows in the terminal
  /// (`TerminalTextTests` holds the terminal's view to the same table). The web's former rule
  /// differed on a C1 CSI (`\u{9B}2J` left `2J`) and on a carriage return (a space).
  @Test(arguments: ScreenTextSample.all)
  func eachSampleShowsAsTheSharedRuleSays(_ sample: ScreenTextSample) {
    #expect(rule.singleLine(sample.input) == sample.singleLine)
    #expect(rule.multiline(sample.input) == sample.multiline)
  }

  /// Markup is not the rule's business: the page escapes it, and a name is shown as it is.
  @Test(arguments: [HostileText.script, HostileText.doubleQuote, HostileText.entities])
  func markupIsKeptForThePageToEscape(_ text: String) {
    #expect(rule.singleLine(text) == text)
  }

  /// A joiner is dropped with the other invisible characters: a family emoji shows as its people.
  @Test func lettersOfEveryScriptAndEmojiAreKept() {
    let text = "Ça va · 東京 · مرحبا · 🎬 · e\u{301}"
    #expect(rule.singleLine(text) == text)
    #expect(rule.multiline(text) == text)
  }

  /// A summary's controls cross the HTML parser as stand-ins and meet this view's rule, which
  /// drops each sequence whole, as the other view's does.
  @Test(arguments: ScreenTextSample.summaries)
  func aSummarysControlsAreDroppedWholeAfterParsing(_ sample: ScreenTextSample) {
    let text = HTMLSummaryFormatter(sanitizer: rule).plainText(fromHTML: sample.input)
    #expect(text == sample.multiline)
  }
}
