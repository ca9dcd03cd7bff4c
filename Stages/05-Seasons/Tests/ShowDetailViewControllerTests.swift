import TVGuideEntity
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import stage5_seasons

/// The episodes table inside the detail screen. The original put a table in a scroll view
/// and had to give the table its full height by hand; here the table is the stack's flexible
/// view: it gets the lines the header leaves and scrolls inside them.
@MainActor
@Suite struct ShowDetailViewControllerTests {
  /// More episodes than a 24-line screen has room for under the header.
  private let source = FakeShowDataSource(
    shows: [82: .mock],
    episodes: [82: (1...30).map { .mock(id: $0, season: 1, number: $0, airdate: "2011-04-17") }])

  private func openDetail() async -> TextNavigationController {
    let module = ShowDetailModuleBuilder(dataSource: source).assemble(showID: 82)
    let navigation = TextNavigationController(rootViewController: module.viewController)
    navigation.makeVisible()
    #expect(await eventually { !module.viewController.isBusy })
    return navigation
  }

  @Test func theTableTakesTheLinesTheHeaderLeaves() async throws {
    let screen = await openDetail().render(width: 80, height: 24).map(\.plainText)
    try #require(screen.count == 24)
    #expect(screen[1].hasPrefix("Game of Thrones"), "the header starts under the title bar")
    #expect(screen.firstIndex { $0.hasPrefix("Season 1 · 30 episodes") } == 14)
    #expect(screen.last?.hasPrefix("S01E09") == true)
  }

  @Test func scrollingMovesTheEpisodesAndLeavesTheHeaderWhereItIs() async {
    let navigation = await openDetail()
    let before = navigation.render(width: 80, height: 24).map(\.plainText)
    for _ in 0..<20 { _ = navigation.topViewController?.handle(.moveDown) }
    let after = navigation.render(width: 80, height: 24).map(\.plainText)
    #expect(after.prefix(14) == before.prefix(14))
    #expect(after.last?.hasPrefix("S01E21") == true)
    #expect(!after.contains { $0.hasPrefix("S01E01 ") })
  }

  @Test func withoutAHeightEveryEpisodeIsPrinted() async {
    let lines = await openDetail().render(width: 80, height: nil).map(\.plainText)
    #expect(lines.filter { $0.hasPrefix("S01E") }.count == 30)
  }

  @Test func aShowWithoutEpisodesSaysSoInsteadOfAnEmptyTable() async {
    let module = ShowDetailModuleBuilder(dataSource: FakeShowDataSource(shows: [82: .mock])).assemble(
      showID: 82)
    TextNavigationController(rootViewController: module.viewController).makeVisible()
    #expect(await eventually { !module.viewController.isBusy })
    let lines = module.viewController.view.render(width: 80, height: nil).map(\.plainText)
    #expect(lines.last == "No episodes are listed for this show yet.")
  }
}
