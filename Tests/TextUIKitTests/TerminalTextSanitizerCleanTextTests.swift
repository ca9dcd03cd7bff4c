import Testing
import TextUIKit

/// Text with nothing to clean comes back as it was, whichever way the sanitizer finds that
/// out (a look at the bytes for plain ASCII, or the full pass for anything else).
@Suite struct TerminalTextSanitizerCleanTextTests {
  private let singleLine = TerminalTextSanitizer(mode: .singleLine)
  private let multiline = TerminalTextSanitizer(mode: .multiline)

  @Test(arguments: [
    "", "Game of Thrones", "Pokémon", "進撃の巨人", "👩 family", "A – B", "Café\u{A0}Noir", "e\u{301} x",
  ])
  func cleanTextIsUnchanged(text: String) {
    #expect(singleLine.sanitize(text) == text)
    #expect(multiline.sanitize(text) == text)
  }

  @Test(arguments: [
    (" lead", "lead"), ("trail ", "trail"), ("a  b", "a b"), (" ", ""), ("a \u{2028}b", "a b"),
  ])
  func spacesStillCollapseInSingleLineText(text: String, expected: String) {
    #expect(singleLine.sanitize(text) == expected)
  }

  @Test func controlsAfterCleanTextAreStillRemoved() {
    #expect(singleLine.sanitize("Clean name\u{85}") == "Clean name")
    #expect(multiline.sanitize("Clean\u{202E} name\u{1B}[31m") == "Clean name")
  }
}
