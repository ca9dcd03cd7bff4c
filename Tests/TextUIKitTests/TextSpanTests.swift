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

  @Test func changingTheTextCleansItToo() {
    var span = TextSpan("plain")
    span.text = "bell\u{7}"
    #expect(span.text == "bell")
  }
}
