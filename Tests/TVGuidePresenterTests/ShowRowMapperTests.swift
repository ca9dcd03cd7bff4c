import TVGuideEntity
import TVGuidePresenter
import TVGuideTestSupport
import TVGuideView
import Testing

@Suite struct ShowRowMapperTests {
  private let mapper = ShowRowMapper(sanitizer: TerminalText())

  private func texts(of row: ShowRow) -> [String] {
    [row.name, row.year, row.rating, row.status, row.channel]
  }

  /// The presenter decides nothing about what a view can show: every string from data goes
  /// through the rule the view's builder gives it, here one that marks what it was given.
  @Test func putsEveryStringFromDataThroughTheViewsRule() {
    let marking = ShowRowMapper(sanitizer: MarkingRule())
    let row = marking.row(for: .mock)
    #expect(row.name == "«Game of Thrones»")
    #expect(row.channel == "«HBO»")
    #expect(row.rating == "★★★★☆ 8.9")
    let document = marking.document(for: .mock)
    #expect(document.genres == ["«Drama»", "«Adventure»", "«Fantasy»"])
    #expect(document.status == "«Ended»")
  }

  @Test func formatsEveryColumnOfACompleteShow() {
    let row = mapper.row(for: .mock)
    #expect(row.id == 82)
    #expect(row.name == "Game of Thrones")
    #expect(row.year == "2011")
    #expect(row.rating == "★★★★☆ 8.9")
    #expect(row.status == "Ended")
    #expect(row.channel == "HBO")
    #expect(row.initials == "GT")
  }

  /// The initials are the name's as shown: a name with nothing printable left has the
  /// placeholder's, not those of the characters the rule dropped.
  @Test func takesTheInitialsFromTheNameAsShown() {
    var show = Show.mock
    show.name = "\u{1B}[2J\u{200B}"
    #expect(mapper.row(for: show).initials == "US")
    #expect(ShowRowMapper(sanitizer: MarkingRule()).row(for: .mock).initials == "GT")
  }

  @Test func resolvesEveryMissingValueToWords() {
    let row = mapper.row(for: .mockBare)
    #expect(row.id == 9_999)
    #expect(row.name == "Bare Show")
    #expect(row.year == "—")
    #expect(row.rating == "Not rated yet")
    #expect(row.status == "Status unknown")
    #expect(row.channel == "—")
  }

  @Test(arguments: [Show.mock, .mockBare, .mockWebOnly, Show(dto: .mockBare.with(id: 1, name: ""))])
  func neverPrintsAnEmptyStringOrASwiftOptional(show: Show) {
    for text in texts(of: mapper.row(for: show)) {
      #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty)
      #expect(!text.contains("nil"))
      #expect(!text.contains("Optional("))
    }
  }

  @Test func namesTheWebChannelOfAWebOnlyShow() {
    let row = mapper.row(for: .mockWebOnly)
    #expect(row.channel == "Netflix")
    #expect(row.rating == "Not rated yet")
    #expect(row.year == "2021")
  }

  @Test func prefersTheNetworkToTheWebChannel() {
    var show = Show.mock
    show.webChannel = Channel(id: 2, name: "HBO Max", country: nil, officialSite: nil)
    #expect(mapper.row(for: show).channel == "HBO")
  }

  @Test func makesTextFromDataSafeToPrint() {
    var show = Show.mock
    show.name = "Game\u{1B}[31m of\nThrones\u{202E}"
    show.network = Channel(id: 8, name: "H\u{7}BO\u{9B}2J", country: nil, officialSite: nil)
    show.status = .other("Re\u{1B}]0;x\u{7}newed")
    let row = mapper.row(for: show)
    #expect(row.name == "Game of Thrones")
    #expect(row.channel == "HBO")
    #expect(row.status == "Renewed")
    let document = mapper.document(for: show)
    #expect(document.name == "Game of Thrones")
    #expect(document.network == "HBO")
    #expect(document.status == "Renewed")
  }

  @Test func labelsAShowWhoseNameHasNoPrintableText() {
    let row = mapper.row(for: Show(dto: .mockBare.with(id: 5, name: "\u{1B}[2J \t")))
    #expect(row.name == "Untitled show")
  }

  @Test func fillsTheDocumentWithTheShowsValues() {
    let document = mapper.document(for: .mock)
    #expect(
      document
        == ShowSummaryDocument(
          id: 82, name: "Game of Thrones", status: "Ended", premiered: "2011-04-17", rating: 8.9,
          genres: ["Drama", "Adventure", "Fantasy"], network: "HBO"))
  }

  @Test func keepsMissingValuesMissingInTheDocument() {
    let document = mapper.document(for: .mockBare)
    #expect(document.id == 9_999)
    #expect(document.name == "Bare Show")
    #expect(document.status == nil)
    #expect(document.premiered == nil)
    #expect(document.rating == nil)
    #expect(document.network == nil)
    #expect(document.genres == [])
  }

  @Test func leavesAnImpossibleRatingOutOfTheDocument() {
    var show = Show.mock
    show.rating = 42
    #expect(mapper.document(for: show).rating == nil)
    #expect(mapper.row(for: show).rating == "Not rated yet")
  }

  @Test func dropsGenresWithNoPrintableText() {
    var show = Show.mock
    show.genres = ["Drama", "\u{1B}[1m", " ", "Crime\n"]
    #expect(mapper.document(for: show).genres == ["Drama", "Crime"])
  }
}

/// A view's rule that keeps every text and marks it, to see which texts a presenter gives it.
private struct MarkingRule: TextSanitizing {
  func singleLine(_ text: String) -> String { "«\(text)»" }
  func multiline(_ text: String) -> String { "«\(text)»" }
}
