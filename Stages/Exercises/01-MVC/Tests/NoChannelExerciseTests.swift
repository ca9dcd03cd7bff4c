import StageNetwork
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import stage1_mvc

/// Exercise 1: a show with neither a network nor a web channel reads `No channel` in the
/// list's channel column, not `—`. In MVC the only way to see a row is through the view
/// controller, so the test runs the screen on a navigation stack and reads what it draws.
@MainActor
@Suite struct NoChannelExerciseTests {
  @Test func aShowWithoutAChannelSaysSoInTheList() async throws {
    let source = FakeShowDataSource(pages: [0: [.mock, .mockBare]])
    let list = ShowListViewController(networkManager: NetworkManager(session: JSONSession(source: source)))
    let application = TextApplication(
      navigationController: TextNavigationController(rootViewController: list))
    application.navigationController.makeVisible()
    await application.settle()
    let rows = application.transcript(width: 80).split(separator: "\n")
    let bare = try #require(rows.first { $0.contains("Bare Show") })
    let thrones = try #require(rows.first { $0.contains("Game of Thrones") })
    try await exercise("Stages/Exercises/01-MVC: the channel column of a show without one") {
      #expect(bare.contains("No channel"))
    }
    #expect(thrones.contains("HBO"), "a show with a network keeps its name")
  }
}
