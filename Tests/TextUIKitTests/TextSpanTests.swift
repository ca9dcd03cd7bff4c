import Testing
import TextUIKit

@Suite struct TextSpanTests {
  @Test(arguments: ["\u{1B}[2J", "a\nb", "tab\there", "\u{7F}", "\u{9B}31m", "\u{85}"])
  func neverHoldsAControlCharacter(_ text: String) {
    let span = TextSpan(text)
    #expect(!span.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  @Test func keepsTheReadableRestInOrder() {
    #expect(TextSpan("\u{1B}[31mred\u{1B}[0m").text == "[31mred[0m")
    #expect(TextSpan("日本 ✓ café").text == "日本 ✓ café")
  }

  /// Found by the FuzzTextLayout harness: a right-to-left override in a cell reversed the
  /// rest of the row on the terminal.
  @Test(arguments: ["\u{202E}evil", "a\u{2066}b\u{2069}", "line\u{2028}break", "x\u{202A}y"])
  func neverHoldsABidirectionalControlOrLineSeparator(_ text: String) {
    let span = TextSpan(text)
    #expect(!span.text.unicodeScalars.contains { (0x2028...0x202E).contains($0.value) })
    #expect(!span.text.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
    #expect(!span.text.isEmpty)
  }

  /// One rule for the whole terminal: whatever `TerminalTextSanitizer` calls invisible (zero-width
  /// and tag characters, noncharacters, controls) no span draws either.
  @Test(arguments: [0x00, 0x1B, 0x7F, 0x9B, 0x061C, 0x200B, 0x200E, 0x202E, 0x2066, 0xFEFF, 0xE0041, 0xFFFF])
  func dropsWhatTheTerminalsRuleCallsInvisible(value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(TerminalTextSanitizer.isInvisible(scalar))
    #expect(TextSpan("a\(Character(scalar))b").text == "ab")
  }

  @Test func changingTheTextCleansItToo() {
    var span = TextSpan("plain")
    span.text = "bell\u{7}"
    #expect(span.text == "bell")
  }
}
