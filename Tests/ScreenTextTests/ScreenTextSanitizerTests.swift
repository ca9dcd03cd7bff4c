import ScreenText
import TVGuideTestSupport
import Testing

/// The one rule for text that reaches a screen, on its own: the samples both views are held
/// to, and the forms of escape the two views once read differently.
@Suite struct ScreenTextSanitizerTests {
  private let singleLine = ScreenTextSanitizer(mode: .singleLine)
  private let multiline = ScreenTextSanitizer(mode: .multiline)

  @Test(arguments: ScreenTextSample.all)
  func eachSampleShowsWhatTheRuleSays(_ sample: ScreenTextSample) {
    #expect(singleLine.sanitize(sample.input) == sample.singleLine)
    #expect(multiline.sanitize(sample.input) == sample.multiline)
  }

  /// The web view's own rule left a C1 CSI's parameters behind (`\u{9B}2J` showed `2J`) and
  /// turned a carriage return into a space; the shared rule drops the sequence whole and the
  /// carriage return alone, as the terminal always did.
  @Test func anEightBitControlSequenceGoesWholeAndACarriageReturnGoesAlone() {
    #expect(singleLine.sanitize("x\u{9B}2Jy") == "xy")
    #expect(singleLine.sanitize("x\u{9B}1;31my") == "xy")
    #expect(singleLine.sanitize("a\rb") == "ab")
    #expect(multiline.sanitize("a\r\nb") == "a\nb")
  }

  /// What the rule shows holds nothing a terminal acts on or a reader cannot see, and the rule
  /// applied again changes nothing.
  @Test(arguments: ScreenTextSample.all)
  func whatIsShownIsVisibleAndStable(_ sample: ScreenTextSample) {
    for (rule, shown) in [(singleLine, sample.singleLine), (multiline, sample.multiline)] {
      #expect(!shown.unicodeScalars.contains { $0 != "\n" && ScreenTextSanitizer.isInvisible($0) })
      #expect(rule.sanitize(shown) == shown)
    }
  }
}
