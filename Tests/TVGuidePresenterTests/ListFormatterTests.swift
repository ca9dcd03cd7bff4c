import TVGuidePresenter
import TVGuideView
import Testing

@Suite struct ListFormatterTests {
  private let formatter = ListFormatter(sanitizer: TerminalText())

  @Test func joinsValuesWithAMiddleDot() {
    #expect(formatter.text(for: ["Drama", "Adventure", "Fantasy"]) == "Drama · Adventure · Fantasy")
  }

  @Test func writesOneValueAlone() {
    #expect(formatter.text(for: ["Comedy"]) == "Comedy")
  }

  @Test func hasNoTextForNoValues() {
    #expect(formatter.text(for: []) == nil)
  }

  @Test func skipsValuesWithNoPrintableText() {
    #expect(formatter.text(for: ["Drama", " ", "\u{1B}[31m", "Comedy"]) == "Drama · Comedy")
    #expect(formatter.text(for: ["", "\t\n", "\u{7}"]) == nil)
  }

  @Test func putsEveryValueOnOneSafeLine() {
    #expect(formatter.text(for: ["Science\nFiction", "Hor\u{1B}[5mror"]) == "Science Fiction · Horror")
  }
}
