import Testing
import TextUIKit

@Suite struct DisplayWidthTests {
  @Test func asciiTakesOneColumnPerCharacter() {
    #expect(DisplayWidth.of("Game of Thrones") == 15)
  }

  @Test func cjkAndFullwidthTakeTwoColumns() {
    #expect(DisplayWidth.of("오징어 게임") == 11)
    #expect(DisplayWidth.of("進撃の巨人") == 10)
    #expect(DisplayWidth.of("ＡＢ") == 4)
  }

  @Test func emojiTakeTwoColumns() {
    #expect(DisplayWidth.of("📺") == 2)
    #expect(DisplayWidth.of("❤️") == 2)
    #expect(DisplayWidth.of("👩‍👩‍👧") == 2)
  }

  @Test func combiningMarksAndControlsTakeNoColumns() {
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("a\u{200B}b") == 2)
    #expect(DisplayWidth.of("\u{7}") == 0)
  }

  @Test func accentedAndStarCharactersTakeOneColumn() {
    #expect(DisplayWidth.of("Unité 9") == 7)
    #expect(DisplayWidth.of("★★★☆☆") == 5)
  }
}
