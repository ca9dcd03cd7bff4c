import TVGuideTestSupport
import TVGuideWeb
import Testing

/// The web's rule for text from data: what a reader should not see is dropped, markup is kept
/// (pages escape it when they write it).
@Suite struct WebTextTests {
  private let rule = WebText()

  @Test func escapeSequencesAreDroppedWhole() {
    #expect(rule.singleLine("\u{1B}[1;31mRed\u{1B}[0m Show") == "Red Show")
    #expect(rule.singleLine("A\u{1B}]0;title\u{07}B") == "AB")
    #expect(rule.singleLine("A\u{1B}]8;;https://x\u{1B}\\B") == "AB")
    #expect(rule.singleLine("A\u{1B}cB") == "AB")
    #expect(rule.singleLine("cut\u{1B}") == "cut")
    #expect(rule.singleLine("cut\u{1B}[12") == "cut")
  }

  @Test func controlAndInvisibleCharactersAreDropped() {
    #expect(rule.singleLine("Be\u{07}ll\u{0}\u{7F}\u{9B}2J") == "Bell2J")
    #expect(rule.singleLine(HostileText.invisible) == "Eviltxt.exe")
    #expect(rule.singleLine("zero\u{200B}width\u{FEFF}\u{2060}join") == "zerowidthjoin")
    #expect(rule.singleLine("soft\u{AD}hyphen") == "softhyphen")
  }

  @Test func aSingleLineHasOneSpaceWhereBreaksAndRunsOfSpacesWere() {
    #expect(rule.singleLine("  Two\nlines\r\n\tand\u{2028}more  ") == "Two lines and more")
  }

  @Test func multilineTextKeepsItsLineBreaks() {
    #expect(rule.multiline("One\nTwo\u{2029}Three\u{1B}[2J") == "One\nTwo\nThree")
    #expect(rule.multiline("tab\there") == "tab here")
  }

  /// Markup is not the rule's business: the page escapes it, and a name is shown as it is.
  @Test(arguments: [HostileText.script, HostileText.doubleQuote, HostileText.entities])
  func markupIsKeptForThePageToEscape(_ text: String) {
    #expect(rule.singleLine(text) == text)
  }

  /// A joiner is dropped with the other invisible characters: a family emoji shows as its people.
  @Test func lettersOfEveryScriptAndEmojiAreKept() {
    let text = "Ça va · 東京 · مرحبا · 🎬 · e\u{301}"
    #expect(rule.singleLine(text) == text)
    #expect(rule.multiline(text) == text)
  }
}
