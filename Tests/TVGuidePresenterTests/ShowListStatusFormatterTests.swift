import TVGuidePresenter
import Testing

@Suite struct ShowListStatusFormatterTests {
  private let formatter = ShowListStatusFormatter()

  @Test(arguments: [
    (0, "No shows match \"xyz\""), (1, "1 show matches \"xyz\""), (10, "10 shows match \"xyz\""),
  ])
  func countsTheMatchesInWords(count: Int, text: String) {
    #expect(formatter.matches(count, for: "xyz") == text)
  }

  @Test func namesEveryOtherState() {
    #expect(formatter.browsing() == "Start typing to search")
    #expect(formatter.loadingShows() == "Loading shows…")
    #expect(formatter.searching(for: "girls") == "Searching for \"girls\"…")
  }
}
