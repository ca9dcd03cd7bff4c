import Testing
import TextUIKit

@Suite struct TextFittingTests {
  @Test func shortTextIsLeftAlone() {
    #expect(TextFitting.truncate("House", toWidth: 10) == "House")
    #expect(TextFitting.truncate("House", toWidth: 5) == "House")
  }

  @Test func longTextEndsInAnEllipsisWithinTheWidth() {
    let cut = TextFitting.truncate("The Walking Dead", toWidth: 8)
    #expect(cut == "The Wal…")
    #expect(DisplayWidth.of(cut) == 8)
  }

  @Test func truncationCountsWideCharactersTwice() {
    let cut = TextFitting.truncate("오징어 게임", toWidth: 6)
    #expect(cut == "오징…")
    #expect(DisplayWidth.of(cut) <= 6)
  }

  @Test func aWideCharacterNeverStraddlesTheEdge() {
    let cut = TextFitting.truncate("ab오징어", toWidth: 4)
    #expect(cut == "ab…")
  }

  @Test func zeroWidthGivesNothing() {
    #expect(TextFitting.truncate("House", toWidth: 0) == "")
    #expect(TextFitting.wrap("House", toWidth: 0) == [])
  }

  @Test func paddingAlignsByDisplayWidth() {
    #expect(TextFitting.pad("ab", toWidth: 4) == "ab  ")
    #expect(TextFitting.pad("ab", toWidth: 4, alignment: .right) == "  ab")
    #expect(TextFitting.pad("오징", toWidth: 6) == "오징  ")
  }

  /// The fuzz harness's find: text ending in a prepended mark, whose first padding space
  /// joins it into one character.
  @Test(arguments: ["55~ \u{9B};\0\0\u{AC00}\0\0\u{444}\u{642}(\u{600}", "a\u{6DD}", "\u{D4E}", "x\u{11F02}"])
  func textEndingInAPrependedMarkIsPaddedToTheWidth(text: String) {
    for width in [1, 5, 24] {
      #expect(DisplayWidth.of(TextFitting.pad(text, toWidth: width)) == width)
      #expect(DisplayWidth.of(TextFitting.pad(text, toWidth: width, alignment: .right)) == width)
    }
  }

  @Test func wrapsAtWordBoundaries() {
    let lines = TextFitting.wrap("a song of ice and fire", toWidth: 10)
    #expect(lines == ["a song of", "ice and", "fire"])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
  }

  @Test func keepsLineBreaksAndBlankLines() {
    #expect(TextFitting.wrap("one\n\ntwo", toWidth: 10) == ["one", "", "two"])
  }

  @Test func splitsWordsLongerThanALine() {
    let lines = TextFitting.wrap("abcdefghij xy", toWidth: 4)
    #expect(lines == ["abcd", "efgh", "ij", "xy"])
  }

  @Test func wrapsWideTextByColumns() {
    let lines = TextFitting.wrap("오징어게임오징어게임", toWidth: 6)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 6 })
    #expect(lines.joined() == "오징어게임오징어게임")
  }

  @Test func cutsAVeryLongWordIntoFullLinesAfterTheTextBeforeIt() {
    let word = String(repeating: "abcdefghij", count: 10_001)
    let lines = TextFitting.wrap("start " + word + " end", toWidth: 80)
    #expect(lines.first == "start")
    #expect(lines.dropFirst().dropLast().allSatisfy { $0.count == 80 })
    #expect(lines.last == "abcdefghij end")
    #expect(lines.dropFirst().joined().replacing(" end", with: "") == word)
  }

  @Test func givesAWideCharacterALineOfItsOwnWhenTheLineIsNarrowerThanIt() {
    #expect(TextFitting.wrap("東京", toWidth: 1) == ["東", "京"])
  }
}
