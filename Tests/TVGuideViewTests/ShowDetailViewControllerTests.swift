import Foundation
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import TVGuideView

@MainActor
@Suite struct ShowDetailViewControllerTests {
  private func makeScreen() -> (ShowDetailViewController, ShowDetailViewOutputSpy) {
    let screen = ShowDetailViewController()
    let output = ShowDetailViewOutputSpy()
    screen.output = output
    _ = screen.view
    return (screen, output)
  }

  private func text(of screen: TextViewController, width: Int = 80, height: Int? = 24) -> String {
    screen.plainText(width: width, height: height)
  }

  @Test func rendersGameOfThronesWithItsSeasons() throws {
    let (screen, _) = makeScreen()
    let detail = try Fixtures.detail(ofShow: 82)
    screen.display(ShowDetailViewModelMapper(sanitizer: TerminalText()).viewModel(for: detail, now: Date()))
    ExpectedText.check(text(of: screen), named: "show-detail-82")
    #expect(screen.title == "Game of Thrones")
    #expect(!screen.isBusy)
  }

  @Test func theHeaderScrollsAwayAsTheSelectionMovesDownAndComesBackAtTheTop() throws {
    let (screen, _) = makeScreen()
    let detail = try Fixtures.detail(ofShow: 82)
    screen.display(ShowDetailViewModelMapper(sanitizer: TerminalText()).viewModel(for: detail, now: Date()))
    for _ in 0..<30 { _ = screen.handle(.moveDown) }
    let scrolled = text(of: screen).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!scrolled.contains("Game of Thrones"))
    #expect(scrolled.contains { $0.hasPrefix("S03E") })
    #expect(!scrolled.contains { $0.hasPrefix("S01E01") })
    _ = screen.handle(.moveToTop)
    let top = text(of: screen).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(top.first == "Game of Thrones")
    #expect(top.contains { $0.hasPrefix("Special  Inside Game of Thrones") })
  }

  @Test func aShortScreenStillShowsTheSelectedEpisode() throws {
    let (screen, _) = makeScreen()
    let detail = try Fixtures.detail(ofShow: 82)
    screen.display(ShowDetailViewModelMapper(sanitizer: TerminalText()).viewModel(for: detail, now: Date()))
    let opened = text(of: screen, width: 60, height: 14)
    #expect(opened.contains("Special  Inside Game"))
    _ = screen.handle(.pageDown)
    let paged = text(of: screen, width: 60, height: 14)
    #expect(paged.contains("S01E"))
    #expect(!paged.contains("Game of Thrones\n"))
  }

  @Test func aWarningShowsUnderTheTitleOnScreen() throws {
    let (screen, _) = makeScreen()
    var viewModel = ShowDetailViewModelMapper(sanitizer: TerminalText()).viewModel(
      for: try Fixtures.detail(ofShow: 82), now: Date())
    viewModel.warning = "This answer was not saved."
    screen.display(viewModel)
    let lines = text(of: screen).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.prefix(3) == ["Game of Thrones", "Drama · Adventure · Fantasy", "This answer was not saved."])
  }

  @Test func showsLoadingThenAnError() {
    let (screen, _) = makeScreen()
    screen.displayLoading("Loading show…")
    #expect(screen.isBusy)
    #expect(text(of: screen).contains("Loading show…"))
    screen.displayError(
      ErrorViewModel(message: "There is no show with id 7.", hint: "Check the id.", isRetryable: false))
    #expect(!screen.isBusy)
    #expect(text(of: screen) == "There is no show with id 7. Check the id.\n")
  }

  @Test func aShowWithoutEpisodesSaysSo() {
    let (screen, _) = makeScreen()
    let detail = ShowDetail(show: .mockBare, seasons: [], origin: .bundled)
    screen.display(ShowDetailViewModelMapper(sanitizer: TerminalText()).viewModel(for: detail, now: Date()))
    #expect(text(of: screen).contains("No episodes are listed for this show yet."))
  }

  @Test func backAndRetryGoToThePresenterAndRowsDoNotOpen() {
    let (screen, output) = makeScreen()
    #expect(screen.handle(.back))
    #expect(screen.handle(.retry))
    #expect(!screen.handle(.activate))
    #expect(output.events == ["viewDidLoad", "back", "retry"])
  }
}
