import TVGuideBundledCatalog
import Testing

struct SearchTextTests {
  @Test(arguments: [
    ("Tosh.0", "tosh 0"), ("Unité 9", "unite 9"), ("  The   Walking -- Dead!  ", "the walking dead"),
    ("Grey's Anatomy", "grey s anatomy"), ("ÉCOLE", "ecole"), ("Игра Престолов", "игра престолов"),
    ("Unite\u{301} 9", "unite 9"), ("24", "24"), ("Law & Order: SVU", "law order svu"),
  ])
  func foldsCaseAccentsAndPunctuation(_ raw: String, _ expected: String) {
    #expect(SearchText(raw).text == expected)
  }

  @Test func splitsIntoWords() {
    #expect(SearchText("Star Trek: Discovery").words == ["star", "trek", "discovery"])
  }

  @Test(arguments: ["", "   ", "...", "?! -", "\u{301}"])
  func punctuationAloneIsEmpty(_ raw: String) {
    #expect(SearchText(raw).isEmpty)
    #expect(SearchText(raw).words.isEmpty)
  }

  @Test func equalAfterFolding() {
    #expect(SearchText("TOSH 0") == SearchText("tosh.0"))
    #expect(SearchText("house") != SearchText("horse"))
  }
}
