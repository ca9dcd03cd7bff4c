import TVGuideBuilder
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing
import TextUIKit

@MainActor
@Suite struct TVGuideAppBuilderTests {
  @Test func theRootIsTheShowListAndOpeningAShowPushesItsDetail() async {
    let source = FakeShowDataSource(pages: [0: [.mock]], shows: [82: .mock], episodes: [82: [.mock]])
    let navigation = TVGuideAppBuilder(dataSource: source).makeRootNavigation()
    navigation.makeVisible()
    let list = navigation.topViewController
    #expect(list?.title == "TV Guide")
    #expect(await eventually { list?.isBusy == false && list?.keyboardTableView?.numberOfRows == 1 })
    _ = list?.handle(.activate)
    #expect(navigation.viewControllers.count == 2)
    #expect(await eventually { navigation.topViewController?.title == "Game of Thrones" })
  }

  @Test func theApplicationListsTheStatusFilterInBothHelps() {
    let application = TVGuideAppBuilder(dataSource: FakeShowDataSource()).makeApplication()
    #expect(application.footer.contains("Tab status"))
    #expect(application.footer.count <= 80, "the key help fits an 80-column terminal")
    #expect(!application.lineModeHelp.contains("\n"))
    for filter in ShowStatusFilter.allCases {
      #expect(application.lineModeHelp.contains(filter.name), "line mode's help names \(filter.name)")
    }
    // Every command line mode reads, following, follow, watched and retry among them (issue 37).
    let words = Set(application.lineModeHelp.split { !$0.isLetter }.map(String.init))
    for word in LineCommand.words {
      #expect(words.contains(word), "line mode's help names \(word)")
    }
  }
}
