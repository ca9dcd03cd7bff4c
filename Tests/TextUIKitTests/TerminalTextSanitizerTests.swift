import Testing
import TextUIKit

@Suite struct TerminalTextSanitizerTests {
  private let singleLine = TerminalTextSanitizer(mode: .singleLine)
  private let multiline = TerminalTextSanitizer(mode: .multiline)

  /// Whether a terminal could act on any scalar of `text`.
  private func hasTerminalControls(_ text: String, allowingNewlines: Bool) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0A: !allowingNewlines
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
      default: false
      }
    }
  }

  @Test(arguments: Array(0x00...0x1F).filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x1B })
  func removesC0ControlCharacters(value: UInt32) throws {
    let control = String(Character(try #require(Unicode.Scalar(value))))
    #expect(singleLine.sanitize("a\(control)b") == "ab")
    #expect(multiline.sanitize("a\(control)b") == "ab")
  }

  @Test(arguments: [0x7F] + Array(0x80...0x9F).filter { ![0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F].contains($0) })
  func removesDELAndC1ControlCharacters(value: UInt32) throws {
    let control = String(Character(try #require(Unicode.Scalar(value))))
    #expect(singleLine.sanitize("a\(control)b") == "ab")
    #expect(multiline.sanitize("a\(control)b") == "ab")
  }

  @Test func keepsNewlinesOnlyInMultilineText() {
    #expect(multiline.sanitize("first\nsecond\n\nthird") == "first\nsecond\n\nthird")
    #expect(singleLine.sanitize("first\nsecond\n\nthird") == "first second third")
  }

  @Test func readsWindowsLineEndingsAsOneBreak() {
    #expect(multiline.sanitize("first\r\nsecond") == "first\nsecond")
    #expect(singleLine.sanitize("first\r\nsecond") == "first second")
  }

  @Test func treatsUnicodeLineAndParagraphSeparatorsAsNewlines() {
    #expect(multiline.sanitize("a\u{2028}b\u{2029}c") == "a\nb\nc")
    #expect(singleLine.sanitize("a\u{2028}b\u{2029}c") == "a b c")
  }

  @Test func turnsTabsIntoSpaces() {
    #expect(multiline.sanitize("a\tb") == "a b")
    #expect(singleLine.sanitize("a\t\tb") == "a b")
  }

  @Test func collapsesRunsOfSpacesOnlyInSingleLineText() {
    #expect(singleLine.sanitize("  Game   of \n\t Thrones  ") == "Game of Thrones")
    #expect(multiline.sanitize("Game  of") == "Game  of")
  }

  @Test(arguments: [
    ("red \u{1B}[31mtext\u{1B}[0m", "red text"),
    ("a\u{1B}[1;38;5;196mb", "ab"),
    ("clear\u{1B}[2J\u{1B}[Hscreen", "clearscreen"),
    ("private\u{1B}[?25lcursor", "privatecursor"),
    ("a\u{1B}[", "a"),
  ])
  func removesWholeControlSequences(input: String, output: String) {
    #expect(singleLine.sanitize(input) == output)
    #expect(multiline.sanitize(input) == output)
  }

  @Test(arguments: [
    ("a\u{1B}]0;evil title\u{7}b", "ab"),
    ("a\u{1B}]0;evil title\u{1B}\\b", "ab"),
    ("a\u{1B}]8;;https://evil.example\u{7}link\u{1B}]8;;\u{7}b", "alinkb"),
    ("a\u{1B}Pq#0;2;0;0;0\u{1B}\\b", "ab"),
    ("a\u{1B}X start of string \u{1B}\\b", "ab"),
    ("a\u{1B}^privacy message\u{1B}\\b", "ab"),
    ("a\u{1B}_application command\u{9C}b", "ab"),
  ])
  func removesWholeStringSequences(input: String, output: String) {
    #expect(singleLine.sanitize(input) == output)
    #expect(multiline.sanitize(input) == output)
  }

  @Test(arguments: [
    ("a\u{1B}]0;never terminated", "a]0;never terminated"),
    (
      "Unterminated \u{1B}]8;;http://x link\nSecond paragraph\u{7}",
      "Unterminated ]8;;http://x link\nSecond paragraph"
    ),
    ("a\u{1B}Pq never ends", "aPq never ends"),
    ("first\u{1B}][bidi\nsecond", "first][bidi\nsecond"),
    ("a\u{1B}[31;\u{E9}b", "a[31;\u{E9}b"),
  ])
  func keepsTheTextAfterAStringThatNeverEnds(input: String, output: String) {
    #expect(multiline.sanitize(input) == output)
  }

  @Test(arguments: [
    ("a\u{1B}7b\u{1B}8c", "abc"),
    ("a\u{1B}cb", "ab"),
    ("a\u{1B}(Bb", "ab"),
    ("a\u{1B}#8b", "ab"),
    ("a\u{1B}", "a"),
  ])
  func removesShortEscapesWithTheirFinalCharacter(input: String, output: String) {
    #expect(singleLine.sanitize(input) == output)
  }

  @Test(arguments: [
    ("a\u{9B}31mb", "ab"),
    ("a\u{9B}2Jb", "ab"),
    ("a\u{9D}0;title\u{7}b", "ab"),
    ("a\u{9D}0;title\u{9C}b", "ab"),
    ("a\u{90}device\u{9C}b", "ab"),
    ("a\u{98}sos\u{9C}b", "ab"),
    ("a\u{9E}pm\u{9C}b", "ab"),
    ("a\u{9F}apc\u{9C}b", "ab"),
  ])
  func removesEightBitControlSequences(input: String, output: String) {
    #expect(singleLine.sanitize(input) == output)
    #expect(multiline.sanitize(input) == output)
  }

  @Test(arguments: [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] as [UInt32])
  func removesBidirectionalOverrides(value: UInt32) throws {
    let control = String(Character(try #require(Unicode.Scalar(value))))
    #expect(singleLine.sanitize("file\(control)txt.exe") == "filetxt.exe")
    #expect(multiline.sanitize("file\(control)txt.exe") == "filetxt.exe")
  }

  @Test(arguments: [
    "東京ラブストーリー", "천국의 계단", "Unité 9", "Ку́хня", "e\u{301}té", "مسلسل", "👍 🇫🇷 ❤",
    "Game of Thrones", "Señor Ávila — “quotes” ‘too’ …", "",
  ])
  func leavesOrdinaryUnicodeAlone(text: String) {
    #expect(singleLine.sanitize(text) == text)
    #expect(multiline.sanitize(text) == text)
  }

  @Test(
    arguments: [
      0x00AD, 0x061C, 0x180E, 0x200B, 0x200C, 0x200D, 0x200E, 0x2060, 0x2064, 0xFE0F, 0xFEFF, 0xFFFE, 0xFFFF,
      0xFDD0, 0x1FFFE, 0xE0001, 0xE0041, 0xE007F, 0xE0100, 0xE01EF,
    ] as [UInt32])
  func removesInvisibleCharacters(value: UInt32) throws {
    let invisible = String(Character(try #require(Unicode.Scalar(value))))
    #expect(singleLine.sanitize("a\(invisible)b") == "ab")
    #expect(multiline.sanitize("a\(invisible)b") == "ab")
    #expect(TerminalTextSanitizer.isInvisible(try #require(Unicode.Scalar(value))))
  }

  @Test func keepsSpacesAsTypedInTypingMode() {
    let typing = TerminalTextSanitizer(mode: .typing)
    #expect(typing.sanitize("thr\u{1B}[31mones ") == "thrones ")
    #expect(typing.sanitize("game  of\nthrones") == "game  of thrones")
  }

  @Test func leavesNoControlsInHostileText() {
    let hostile = [
      "\u{1B}[31m\u{1B}]0;x\u{7}\u{9B}1m\u{202E}\u{0}\u{7F}\r\u{85}\u{1B}\u{1B}[0m",
      "\u{1B}\u{1B}\u{1B}", "\u{9B}", "\u{1B}[\u{1B}]", "x\u{2066}y\u{2069}\u{2028}z",
      String(repeating: "\u{1B}[1m", count: 500), String(repeating: "\u{1B}]", count: 5000),
      "\u{1B}]\u{1B}]\u{1B}\\x\u{9D}\u{9C}",
    ]
    for text in hostile {
      #expect(!hasTerminalControls(singleLine.sanitize(text), allowingNewlines: false))
      #expect(!hasTerminalControls(multiline.sanitize(text), allowingNewlines: true))
    }
  }

  @Test func keepsTheModeItWasMadeWith() {
    #expect(singleLine.mode == .singleLine)
    #expect(multiline.mode == .multiline)
  }
}
