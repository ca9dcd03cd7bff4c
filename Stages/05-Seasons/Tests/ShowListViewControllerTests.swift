import Foundation
import Testing
import TextUIKit

@testable import stage5_seasons

/// The view against a fake presenter: it draws the rows it is handed and reports the index
/// of the row the user picks, not the show.
@MainActor
@Suite struct ShowListViewControllerTests {
  private let presenter = ShowListViewOutputSpy()

  private func makeScreen() -> ShowListViewController {
    let screen = ShowListViewController()
    screen.presenter = presenter
    TextNavigationController(rootViewController: screen).makeVisible()
    return screen
  }

  private static func row(_ id: Int, _ name: String) -> ShowRow {
    ShowRow(id: id, name: name, year: "2011", rating: "★★★★☆ 8.9", status: "Ended", channel: "HBO")
  }

  @Test func appearingIsReportedToThePresenter() {
    _ = makeScreen()
    #expect(presenter.appearanceCount == 1)
  }

  @Test func aPickedRowIsReportedByItsIndex() {
    let screen = makeScreen()
    screen.display([Self.row(82, "Game of Thrones"), Self.row(1, "Under the Dome")])
    _ = screen.handle(.openRow(number: 2))
    #expect(presenter.selectedRows == [1])
  }

  @Test func theRowsAreDrawnAsTheyCame() {
    let screen = makeScreen()
    screen.display([Self.row(82, "Game of Thrones")])
    let lines = screen.view.render(width: 80, height: nil).map(\.plainText)
    #expect(
      lines.map { $0.trimmingCharacters(in: .whitespaces) } == [
        "1 Game of Thrones                2011  ★★★★☆ 8.9     Ended        HBO"
      ])
  }
}
