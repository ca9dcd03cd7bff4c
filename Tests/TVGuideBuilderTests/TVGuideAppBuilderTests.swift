import TVGuideBuilder
import TVGuideEntity
import TVGuideTestSupport
import Testing
import TextUIKit

@MainActor
@Suite struct TVGuideAppBuilderTests {
  @Test func theRootIsTheShowListAndOpeningAShowPushesItsDetail() async {
    let source = FakeShowDataSource(pages: [0: [.mock]], shows: [82: .mock], episodes: [82: [.mock]])
    let navigation = TVGuideAppBuilder(dataSource: source).makeRootNavigation()
    let list = try? #require(navigation.topViewController)
    #expect(list?.title == "TV Guide")
    #expect(await eventually { list?.isBusy == false && list?.keyboardTableView?.numberOfRows == 1 })
    _ = list?.handle(.activate)
    #expect(navigation.viewControllers.count == 2)
    #expect(await eventually { navigation.topViewController?.title == "Game of Thrones" })
  }
}
