import TVGuideInteractor
import TVGuidePresenter
import TVGuideView
import Testing

@Suite struct ShowListStatusFormatterTests {
  private let formatter = ShowListStatusFormatter(sanitizer: TerminalText())

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

@Suite struct ShowListStatusFormatterFilterTests {
  private let formatter = ShowListStatusFormatter(sanitizer: TerminalText())

  @Test(arguments: [
    (ShowStatusFilter.running, "Status: Running · 3 shows match \"x\""),
    (.ended, "Status: Ended · 3 shows match \"x\""),
    (.toBeDetermined, "Status: To be determined · 3 shows match \"x\""),
    (.inDevelopment, "Status: In development · 3 shows match \"x\""),
    (.all, "3 shows match \"x\""),
  ])
  func putsTheActiveFilterFirst(filter: ShowStatusFilter, text: String) {
    #expect(formatter.filtered("3 shows match \"x\"", by: filter) == text)
  }

  @Test func anUnknownStatusIsOneSentenceNamingTheValidOnes() {
    #expect(
      formatter.unknownStatusFilter("soon")
        == "There is no status \"soon\": choose all, running, ended, tbd or in-development.")
    #expect(formatter.noShowsWithStatus() == "No show in the index has this status.")
    let pastTheEnd = formatter.filteredPageNotFound(3, by: .toBeDetermined)
    #expect(pastTheEnd.message == "There is no page 3 of the shows with status To be determined.")
    #expect(pastTheEnd.hint == "Each page holds 250 shows of the status, from page 0.")
    #expect(!pastTheEnd.isRetryable)
  }

  @Test func numbersAFilteredPageAsTheFrontEndDoes() {
    let web = ShowListStatusFormatter(sanitizer: TerminalText(), settings: SettingNames(firstPageNumber: 1))
    let pastTheEnd = web.filteredPageNotFound(3, by: .running)
    #expect(pastTheEnd.message == "There is no page 4 of the shows with status Running.")
    #expect(pastTheEnd.hint == "Each page holds 250 shows of the status, from page 1.")
  }
}
