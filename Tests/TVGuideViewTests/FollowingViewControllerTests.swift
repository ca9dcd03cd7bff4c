import TVGuidePresenter
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import TVGuideView

/// The following screen on its own: what it draws of the view model (the list, the agenda by
/// day, a warning, an error), the row index it reports for Enter and `f`, and when it is busy.
@MainActor
@Suite struct FollowingViewControllerTests {
  private func makeScreen() -> (FollowingViewController, FollowingViewOutputSpy) {
    let screen = FollowingViewController()
    let output = FollowingViewOutputSpy()
    screen.output = output
    _ = screen.view
    return (screen, output)
  }

  private func text(of screen: TextViewController) -> String {
    screen.plainText(width: 60, height: nil)
  }

  @Test func loadsEachTimeItAppearsAndIsBusyUntilShown() {
    let (screen, output) = makeScreen()
    #expect(screen.title == "Following")
    #expect(screen.isBusy, "it loads as soon as it appears")
    screen.viewWillAppear()
    screen.display(.mock())
    #expect(!screen.isBusy)
    screen.viewWillAppear()
    #expect(screen.isBusy)
    #expect(output.events == ["viewWillAppear", "viewWillAppear"])
  }

  @Test func drawsTheHeadlineAndEachShowsRow() {
    let (screen, _) = makeScreen()
    screen.display(.mock())
    let text = text(of: screen)
    #expect(text.hasPrefix("You follow 2 shows:\n"))
    #expect(text.contains("Plain show"))
    #expect(text.contains("S02E05 Plain episode"))
    #expect(text.contains("Girls"))
  }

  @Test func theAgendaGroupsTheEpisodesByDayThenTheUndated() throws {
    let (screen, _) = makeScreen()
    screen.display(.agendaMock())
    let text = text(of: screen)
    let day = try #require(text.range(of: "Today · Sun 8 Mar 2026"))
    let undated = try #require(text.range(of: "No date yet, or ended"))
    #expect(day.lowerBound < undated.lowerBound)
    #expect(text.contains("21:00"))
  }

  @Test func aWarningAndANoticeShowOnlyWhenGiven() {
    let (screen, _) = makeScreen()
    var viewModel = FollowingViewModel.mock()
    viewModel.warning = "Show 7 is left out."
    viewModel.notice = "As of 8 Mar 2026."
    screen.display(viewModel)
    #expect(text(of: screen).contains("Show 7 is left out."))
    #expect(text(of: screen).contains("As of 8 Mar 2026."))
    screen.display(.mock())
    #expect(!text(of: screen).contains("Show 7 is left out."))
    #expect(!text(of: screen).contains("As of 8 Mar 2026."))
  }

  @Test func anErrorReplacesTheRowsWithItsMessageAndHint() {
    let (screen, _) = makeScreen()
    screen.display(.mock())
    screen.displayError(
      ErrorViewModel(message: "Could not connect to TVMaze.", hint: "Check the network.", isRetryable: true))
    let text = text(of: screen)
    #expect(text.contains("Could not connect to TVMaze. Check the network."))
    #expect(!text.contains("Girls"))
    #expect(!screen.isBusy)
  }

  /// The screen reports the row's index in the presenter's list, not its number on screen.
  @Test func enterAndFReportTheRowsIndex() {
    let (screen, output) = makeScreen()
    screen.display(.mock())
    #expect(screen.handle(.moveDown))
    #expect(screen.handle(.activate))
    #expect(screen.handle(.toggleFollow(row: nil)))
    #expect(screen.isBusy, "busy until the list is shown again")
    #expect(screen.handle(.toggleFollow(row: 1)))
    #expect(output.events == ["select 1", "unfollow 1", "unfollow 0"])
  }

  @Test func aRowNumberThatIsNotOnScreenIsNotHandled() {
    let (screen, output) = makeScreen()
    screen.display(.mock())
    #expect(!screen.handle(.toggleFollow(row: 9)))
    #expect(output.events.isEmpty)
  }

  @Test func backAndRetryGoToThePresenter() {
    let (screen, output) = makeScreen()
    #expect(screen.handle(.back))
    #expect(screen.handle(.retry))
    #expect(output.events == ["back", "retry"])
  }
}
