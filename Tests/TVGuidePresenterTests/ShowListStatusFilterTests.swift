import TVGuideInteractor
import TVGuideView
import Testing

@testable import TVGuidePresenter

/// The status filter on its own: which filter is picked, and the status line it decorates.
@Suite struct ShowListStatusFilterTests {
  private func filter(_ current: ShowStatusFilter = .all) -> ShowListStatusFilter {
    let text = TerminalText()
    return ShowListStatusFilter(current, sanitizer: text, statuses: ShowListStatusFormatter(sanitizer: text))
  }

  private let browsing = ShowListStatus(kind: .browsing, message: "Start typing to search")

  @Test func onlyAnotherFilterAsksForTheListAgain() {
    var filter = filter(.running)
    let same = filter.select(.running)
    let other = filter.select(.ended)
    #expect(!same)
    #expect(other)
    #expect(filter.current == .ended)
  }

  @Test func theStatusLineNamesTheFilterFirstButNotOnAFailure() {
    let filter = filter(.toBeDetermined)
    #expect(filter.decorating(browsing).message == "Status: To be determined · Start typing to search")
    let failed = ShowListStatus(kind: .failed, message: "Could not connect to h.", hint: "Try again.")
    #expect(filter.decorating(failed) == failed)
    #expect(self.filter().decorating(browsing) == browsing)
  }

  @Test func anUnknownNameIsTheStatusLineUntilTheUserMovesOn() {
    var filter = filter()
    let known = filter.filter(named: "TBD")
    let unknown = filter.filter(named: "sho\u{1B}[2Jwn")
    #expect(known == .toBeDetermined)
    #expect(unknown == nil)
    let expected = ShowListStatus(
      kind: .failed,
      message: "There is no status \"shown\": choose all, running, ended, tbd or in-development.")
    #expect(filter.decorating(browsing) == expected)
    filter.forgetUnknownName()
    #expect(filter.decorating(browsing) == browsing)
    _ = filter.filter(named: "x")
    _ = filter.select(.running)
    #expect(filter.decorating(browsing).kind == .browsing)
  }
}
