import TVGuideEntity
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import stage6_search

/// The stage 6 change: the list loads in `viewDidLoad`, once, so opening a show from the
/// results and coming back finds the results where they were.
@MainActor
@Suite struct SearchRoundTripTests {
  private let clock = ManualClock()
  private let source = FakeShowDataSource(
    pages: [0: [.mock.with(id: 1, name: "Under the Dome"), .mock]], shows: [82: .mock],
    searchResults: ["thrones": [SearchResultDTO(score: 1, show: .mock)]])

  private func text(of screen: TextViewController) -> String {
    screen.view.render(width: 80, height: nil).map(\.plainText).joined(separator: "\n")
  }

  @Test func searchResultsSurviveOpeningAShowAndComingBack() async {
    let detailBuilder = ShowDetailModuleBuilder(dataSource: source)
    let list = ShowListModuleBuilder(dataSource: source, detailBuilder: detailBuilder, clock: clock)
      .makeShowList()
    let navigation = TextNavigationController(rootViewController: list)
    navigation.makeVisible()
    #expect(await eventually { !list.isBusy })
    _ = list.handle(.replaceSearchText("thrones"))
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(250))
    #expect(await eventually { text(of: list).contains("1 show matches \"thrones\"") })
    let results = text(of: list)

    _ = list.handle(.openRow(number: 1))
    #expect(await eventually { navigation.topViewController?.title == "Game of Thrones" })
    _ = navigation.topViewController?.handle(.back)

    #expect(navigation.topViewController === list)
    #expect(text(of: list) == results)
    #expect(!results.contains("Under the Dome"))
    #expect(await source.requests.filter { $0.hasPrefix("page") } == ["page 0"], "loaded once")
  }
}
