import TVGuideInteractor
import TVGuideTestSupport
import TVGuideView
import Testing

@testable import TVGuidePresenter

/// One line on what a list of followed shows could not give as asked (issue 36).
@Suite struct FollowedShowProblemsFormatterTests {
  private let formatter = FollowedShowProblemsFormatter(
    errors: ErrorMessageFormatter(settings: .flags, sanitizer: TerminalText()), sanitizer: TerminalText())

  @Test func aWholeListSaysNothing() {
    #expect(formatter.warning(for: FollowedShowProblems()) == nil)
  }

  @Test func eachProblemIsASentenceNamingTheShowsAndTheCause() {
    let gone = ShowDataError.showNotFound(id: 5)
    let problems = FollowedShowProblems(
      refreshFailure: .serverFault,
      fromSavedCopies: [
        FollowedShowProblem(id: 82, name: "Game of\u{1B}[2J Thrones", error: .showNotFound(id: 82))
      ],
      leftOut: (1...12).map { FollowedShowProblem(id: $0, error: gone) })
    #expect(
      formatter.warning(for: problems)
        == "The followed shows could not be checked for changes, so some may be as last saved: TVMaze answered "
        + "with a server error. Game of Thrones (82) is shown as last saved, as it could not be read "
        + "now: There is no show with id 82. 12 followed shows are left out, as they could not be read (1, 2, 3, "
        + "4, 5, 6, 7, 8, 9, 10 and 2 more): There is no show with id 5.")
  }

  @Test func oneShowLeftOutIsNamedByItsId() {
    let problems = FollowedShowProblems(leftOut: [FollowedShowProblem(id: -5, error: .showNotFound(id: -5))])
    #expect(
      formatter.warning(for: problems)
        == "Followed show -5 is left out, as it could not be read: There is no show with id -5.")
  }
}
