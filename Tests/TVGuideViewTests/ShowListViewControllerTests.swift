import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import TVGuideView

@MainActor
@Suite struct ShowListViewControllerTests {
  private func makeScreen() throws -> (ShowListViewController, ShowListViewOutputSpy) {
    let screen = ShowListViewController()
    let output = ShowListViewOutputSpy()
    screen.output = output
    _ = screen.view
    return (screen, output)
  }

  private func viewModel(rows count: Int, status: ShowListStatus) throws -> ShowListViewModel {
    let rows = try Fixtures.indexPage(0, count: count).map(ShowRowMapper(sanitizer: TerminalText()).row(for:))
    return ShowListViewModel(rows: rows, status: status)
  }

  private func text(of screen: TextViewController, width: Int = 80, height: Int? = 12) -> String {
    screen.plainText(width: width, height: height)
  }

  @Test func tellsThePresenterItLoadedOnce() throws {
    let (screen, output) = try makeScreen()
    _ = screen.view
    #expect(output.events == ["viewDidLoad"])
  }

  @Test func rendersTheBrowsingList() throws {
    let (screen, _) = try makeScreen()
    screen.display(
      try viewModel(rows: 20, status: ShowListStatus(kind: .browsing, message: "Start typing to search")))
    ExpectedText.check(text(of: screen), named: "show-list-browsing")
  }

  @Test func rendersSearchResultsWithTheirStatus() throws {
    let (screen, _) = try makeScreen()
    screen.display(
      try viewModel(rows: 3, status: ShowListStatus(kind: .results, message: "3 shows match \"a\"")))
    ExpectedText.check(text(of: screen, width: 60, height: nil), named: "show-list-results")
  }

  @Test func rendersAnErrorWithItsHint() throws {
    let (screen, _) = try makeScreen()
    screen.display(
      ShowListViewModel(
        rows: [],
        status: ShowListStatus(
          kind: .failed, message: "Could not connect to api.tvmaze.com.",
          hint: "Check the network connection and try again."),
        notice: "Offline — showing data saved 2 h ago"))
    ExpectedText.check(text(of: screen, width: 50, height: nil), named: "show-list-error")
    #expect(!screen.isBusy)
  }

  @Test func aWarningTakesTheNoticeLineWhenThereIsNoNotice() throws {
    let (screen, _) = try makeScreen()
    var viewModel = try viewModel(rows: 1, status: ShowListStatus(kind: .browsing, message: "Start typing"))
    viewModel.warning = "This answer was not saved."
    screen.display(viewModel)
    #expect(text(of: screen).contains("\nThis answer was not saved.\n"))
    viewModel.notice = "Offline — showing data saved 2 h ago"
    screen.display(viewModel)
    #expect(!text(of: screen).contains("not saved"))
  }

  @Test func isBusyWhileLoading() throws {
    let (screen, _) = try makeScreen()
    screen.display(
      ShowListViewModel(rows: [], status: ShowListStatus(kind: .loading, message: "Loading shows…")))
    #expect(screen.isBusy)
  }

  @Test func forwardsTypingSelectionAndTheEndOfTheList() throws {
    let (screen, output) = try makeScreen()
    screen.display(try viewModel(rows: 3, status: ShowListStatus(kind: .browsing, message: "")))
    _ = screen.handle(.insertText("g"))
    _ = screen.handle(.moveDown)
    _ = screen.handle(.activate)
    _ = screen.handle(.moveToBottom)
    _ = screen.handle(.openRow(number: 1))
    _ = screen.handle(.back)
    _ = screen.handle(.retry)
    #expect(
      output.events == ["viewDidLoad", "search g", "select 1", "end", "select 0", "cancel", "retry"])
  }

  @Test func forwardsALineModeQueryAsAWholeQueryToSearchNow() throws {
    let (screen, output) = try makeScreen()
    #expect(screen.handle(.replaceSearchText("got")))
    #expect(output.events == ["viewDidLoad", "search got", "submit got"])
  }

  /// The screen is where a query is read, once, by the terminal's rule for one line: escape
  /// sequences and controls go, runs of spaces are one, and no space is left at either end.
  @Test func readsTheBarsTextIntoAQueryByTheTerminalsRule() throws {
    let (screen, output) = try makeScreen()
    #expect(screen.handle(.replaceSearchText("  gi\u{1B}[31mrls \u{9B}1m  of\u{7}\tthrones\n")))
    #expect(output.events == ["viewDidLoad", "search girls of thrones", "submit girls of thrones"])
  }

  /// A pasted megabyte: the bar keeps no more than a query holds, and the query no more than
  /// its limits, without the builder setting either.
  @Test func aPastedMegabyteIsCutToTheQuerysLimits() throws {
    let (screen, output) = try makeScreen()
    #expect(screen.handle(.insertText(String(repeating: "語", count: 400_000))))
    #expect(screen.keyboardSearchBar?.text.utf8.count == SearchQuery.maximumBytes - 2)
    #expect(
      output.events == [
        "viewDidLoad", "search " + String(repeating: "語", count: SearchQuery.maximumCharacters),
      ])
  }

  @Test func forwardsTheStatusFilterKeyAndCommand() throws {
    let (screen, output) = try makeScreen()
    #expect(screen.handle(.nextFilter))
    #expect(screen.handle(.setFilter("ended")))
    #expect(output.events == ["viewDidLoad", "next status", "status ended"])
  }

  @Test func newResultsStartAtTheTopButMorePagesKeepTheSelection() throws {
    let (screen, _) = try makeScreen()
    let browsing = ShowListStatus(kind: .browsing, message: "")
    screen.display(try viewModel(rows: 5, status: browsing))
    _ = screen.handle(.moveDown)
    _ = screen.handle(.moveDown)
    screen.display(try viewModel(rows: 10, status: browsing))
    #expect(screen.keyboardTableView?.selectedIndexPath?.row == 2)
    screen.display(try viewModel(rows: 1, status: browsing))
    #expect(screen.keyboardTableView?.selectedIndexPath?.row == 0)
  }
}
