import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

/// The terminal's rule for text from data, as the presenters ask for it: the rule both views
/// share, so every sample shows here as it shows on a web page (`WebTextTests`).
@Suite struct TerminalTextTests {
  private let rule = TerminalText()

  @Test(arguments: ScreenTextSample.all)
  func eachSampleShowsAsTheSharedRuleSays(_ sample: ScreenTextSample) {
    #expect(rule.singleLine(sample.input) == sample.singleLine)
    #expect(rule.multiline(sample.input) == sample.multiline)
  }

  /// A summary's controls cross the HTML parser as stand-ins and meet this view's rule, which
  /// drops each sequence whole, as the other view's does.
  @Test(arguments: ScreenTextSample.summaries)
  func aSummarysControlsAreDroppedWholeAfterParsing(_ sample: ScreenTextSample) {
    let text = HTMLSummaryFormatter(sanitizer: rule).plainText(fromHTML: sample.input)
    #expect(text == sample.multiline)
  }
}
