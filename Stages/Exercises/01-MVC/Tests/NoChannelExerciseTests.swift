import StageNetwork
import TVGuideEntity
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import stage1_mvc

/// Exercise 1: a show with neither a network nor a web channel reads `No channel` in the
/// list's channel column, not `—`. In MVC the only way to see a row is through the view
/// controller, so the test runs the screen on a navigation stack and reads what it draws.
@MainActor
@Suite struct NoChannelExerciseTests {
  /// A channel whose name has nothing printable: sanitised, it is no name at all.
  private static var unprintable: TVGuideEntity.ShowDTO {
    var show = TVGuideEntity.ShowDTO.mockWebOnly.with(id: 50_000, name: "Unprintable Channel Show")
    show.webChannel = ChannelDTO(id: 2, name: "\u{1B}[2J\u{7}", country: nil)
    return show
  }

  @Test func aShowWithoutAChannelSaysSoInTheList() async throws {
    let source = FakeShowDataSource(pages: [0: [.mock, .mockBare, .mockWebOnly, Self.unprintable]])
    let list = ShowListViewController(networkManager: NetworkManager(session: JSONSession(source: source)))
    let application = TextApplication(
      navigationController: TextNavigationController(rootViewController: list))
    application.navigationController.makeVisible()
    await application.settle()
    let rows = application.transcript(width: 100).split(separator: "\n")
    let row = { (name: String) in rows.first { $0.contains(name) } ?? "" }
    let bare = row("Bare Show")
    let unprintable = row("Unprintable Channel Show")
    try await exercise("01-MVC", "the channel column of a show without one") {
      #expect(bare.contains("No channel"))
      #expect(unprintable.contains("No channel"), "a name with nothing printable is no channel")
    }
    #expect(row("Game of Thrones").contains("HBO"), "a show on a network keeps its name")
    #expect(row("Squid Game").contains("Netflix"), "so does a show on a web channel only")
  }
}
