import TVGuideInteractor
import Testing

/// A query read once where it is typed: the front end's rule, then the limits, then the spaces
/// at either end. What each front end's own rule drops is tested with the rule (the show list
/// screen's and the web router's tests); here the rule is a stand-in that drops what a test names.
@Suite struct SearchQueryTests {
  /// A one-line rule that drops C0 and C1 controls and DEL, and reads a line break as a space.
  private static func dropsControls(_ text: String) -> String {
    var kept = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\t" {
        kept.append(" ")
      } else if !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) {
        kept.append(scalar)
      }
    }
    return String(kept)
  }

  private static func query(_ text: String) -> SearchQuery {
    SearchQuery(text, visible: dropsControls)
  }

  @Test(arguments: ["", " ", "   ", "\t\n", "\u{3000}"])
  func nothingButSpacesIsBlank(_ text: String) {
    let query = Self.query(text)
    #expect(query.isBlank)
    #expect(!query.hasLetterOrDigit)
    #expect(SearchQuery.blank.isBlank && SearchQuery.blank.text.isEmpty)
  }

  @Test func spacesAtEitherEndAreDroppedAndBetweenWordsKept() {
    let query = Self.query("  game of thrones \t")
    #expect(query.text == "game of thrones")
    #expect(!query.isBlank && query.hasLetterOrDigit)
    #expect(query == Self.query("game of thrones"))
  }

  /// The rule runs before anything else: what it drops is neither searched for nor counted
  /// against the limits, and spaces it leaves at an end are trimmed.
  @Test func controlCharactersTheRuleDropsAreNotSearchedFor() {
    #expect(Self.query("\u{7}gi\u{0}rls\u{9B}\n").text == "girls")
    #expect(Self.query("\u{1}\u{2}\u{7F}").isBlank)
    let padded = String(repeating: "\u{0}", count: 10_000) + String(repeating: "a", count: 200)
    #expect(Self.query(padded).text == String(repeating: "a", count: 200))
  }

  @Test func theRuleGivenIsTheOneApplied() {
    let query = SearchQuery("Girls", visible: { $0.uppercased() })
    #expect(query.text == "GIRLS")
  }

  @Test func aLongQueryIsCutToTheMostCharactersSearchedFor() {
    let query = Self.query(String(repeating: "ab ", count: 500))
    #expect(query.text.count <= SearchQuery.maximumCharacters)
    #expect(query.text.count >= SearchQuery.maximumCharacters - 1)
    #expect(!query.text.hasSuffix(" "))
    #expect(query.text.hasPrefix("ab ab"))
  }

  /// One letter with a million marks is one character: the bytes bound it, and the letter and
  /// its first marks are kept rather than nothing.
  @Test func aCharacterOfManyMarksIsCutToTheMostBytes() {
    let query = Self.query("a" + String(repeating: "\u{301}", count: 1_000_000))
    #expect(query.text.utf8.count <= SearchQuery.maximumBytes)
    #expect(query.text.utf8.count > SearchQuery.maximumBytes - 2)
    #expect(query.text.unicodeScalars.first == "a")
    #expect(query.hasLetterOrDigit)
  }

  @Test func wideScriptsKeepTheirCharactersWithinTheBytes() {
    let chinese = Self.query(String(repeating: "語", count: 300))
    #expect(chinese.text == String(repeating: "語", count: SearchQuery.maximumCharacters))
    #expect(chinese.text.utf8.count == 600)
    // A family is 18 bytes: 44 fit whole, and of the 45th the scalars that fit.
    let emoji = Self.query(String(repeating: "👨‍👩‍👧", count: 100))
    #expect(emoji.text.utf8.count <= SearchQuery.maximumBytes)
    #expect(emoji.text.prefix(44).allSatisfy { $0 == "👨‍👩‍👧" } && emoji.text.count == 45)
  }

  @Test(arguments: ["Игра престолов", "ça", "Tosh.0", "24", "東京", "x"])
  func unicodeTextIsKeptAsTyped(_ text: String) {
    let query = Self.query(text)
    #expect(query.text == text)
    #expect(query.hasLetterOrDigit)
  }

  @Test(arguments: ["...", "?!", " - ", "★"])
  func punctuationAloneHasNothingToFind(_ text: String) {
    let query = Self.query(text)
    #expect(!query.isBlank)
    #expect(!query.hasLetterOrDigit)
  }

  /// Ten pasted megabytes cost the rule no more than the most that is read.
  @Test func theRuleReadsNoMoreThanTheReadLimit() {
    var read = 0
    let query = SearchQuery(String(repeating: "é", count: 5_000_000)) { text in
      read = text.utf8.count
      return text
    }
    #expect(read <= SearchQuery.readBytes && read > SearchQuery.readBytes - 2)
    #expect(query.text == String(repeating: "é", count: SearchQuery.maximumCharacters))
  }
}
