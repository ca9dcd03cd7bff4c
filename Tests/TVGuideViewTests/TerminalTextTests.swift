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
}
