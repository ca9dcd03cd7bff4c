import Foundation
import Testing
import TextUIKit

@testable import stage6_search

/// The view against a fake presenter: it draws the search bar, the status line and the rows
/// it is handed, and reports what the user types and the index of the row they pick.
@MainActor
@Suite struct ShowListViewControllerTests {
  private let presenter = ShowListViewOutputSpy()

  private func makeScreen() -> ShowListViewController {
    let screen = ShowListViewController()
    screen.presenter = presenter
    TextNavigationController(rootViewController: screen).makeVisible()
    return screen
  }

  private static func results(_ names: String...) -> ShowListViewModel {
    let rows = names.enumerated().map { index, name in
      ShowRow(id: index, name: name, year: "2011", rating: "★★★★☆ 8.9", status: "Ended", channel: "HBO")
    }
    return ShowListViewModel(
      rows: rows, status: ShowListStatus(kind: .results, message: "2 shows match \"g\""))
  }

  @Test func theListLoadsOnceWhenItsViewLoads() {
    let screen = makeScreen()
    screen.viewDidAppear()
    #expect(presenter.loadCount == 1)
  }

  @Test func itIsBusyUntilThePresenterShowsSomethingThatIsNotLoading() {
    let screen = makeScreen()
    #expect(screen.isBusy)
    screen.display(
      ShowListViewModel(rows: [], status: ShowListStatus(kind: .loading, message: "Loading shows…")))
    #expect(screen.isBusy)
    screen.display(Self.results("Girls", "Game of Thrones"))
    #expect(!screen.isBusy)
  }

  @Test func theSearchBarStatusAndRowsAreDrawnAsTheyCame() {
    let screen = makeScreen()
    screen.display(Self.results("Girls", "Game of Thrones"))
    let lines = screen.view.render(width: 80, height: nil).map {
      $0.plainText.trimmingCharacters(in: .whitespaces)
    }
    #expect(
      lines == [
        "Search: type a show's name",
        "2 shows match \"g\"",
        "1 Girls                          2011  ★★★★☆ 8.9     Ended        HBO",
        "2 Game of Thrones                2011  ★★★★☆ 8.9     Ended        HBO",
      ])
  }

  @Test func typingIsReportedAndBackClearsTheSearch() {
    let screen = makeScreen()
    _ = screen.handle(.insertText("g"))
    _ = screen.handle(.insertText("o"))
    _ = screen.handle(.back)
    #expect(presenter.searchTexts == ["g", "go"])
    #expect(presenter.cancelCount == 1)
    #expect(screen.keyboardSearchBar?.text == "")
  }

  @Test func aPickedRowIsReportedByItsIndex() {
    let screen = makeScreen()
    screen.display(Self.results("Girls", "Game of Thrones"))
    _ = screen.handle(.openRow(number: 2))
    #expect(presenter.selectedRows == [1])
  }
}
