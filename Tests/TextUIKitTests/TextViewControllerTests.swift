import TVGuideTestSupport
import Testing
import TextUIKit

@MainActor
@Suite struct TextViewControllerTests {
  @Test func theViewLoadsLazilyAndOnce() {
    let log = LifecycleRecordingViewController.Log()
    let screen = LifecycleRecordingViewController(name: "s", log: log)
    #expect(!screen.isViewLoaded)
    #expect(log.entries.isEmpty)
    _ = screen.view
    _ = screen.view
    #expect(log.entries == ["s.loadView", "s.viewDidLoad"])
  }

  @Test func backPopsOnlyWhenThereIsSomewhereToGo() {
    let root = TextViewController()
    let navigation = TextNavigationController(rootViewController: root)
    #expect(root.handle(.back) == false)
    let detail = TextViewController()
    navigation.push(detail)
    #expect(detail.handle(.back) == true)
    #expect(navigation.topViewController === root)
  }

  @Test func backspaceInAnEmptySearchGoesBack() {
    let navigation = TextNavigationController(rootViewController: TextViewController())
    let screen = SearchScreen()
    navigation.push(screen)
    #expect(screen.handle(.insertText("a")) == true)
    #expect(screen.handle(.deleteBackward) == true)
    #expect(navigation.topViewController === screen)
    #expect(screen.handle(.deleteBackward) == true)
    #expect(navigation.topViewController !== screen)
  }

  @Test func arrowsAndNumbersDriveTheTable() {
    let screen = SearchScreen()
    _ = screen.view
    #expect(screen.handle(.moveDown))
    #expect(screen.table.selectedIndexPath?.row == 1)
    #expect(screen.handle(.openRow(number: 3)))
    #expect(screen.source.selected == [TextIndexPath(row: 2, section: 0)])
    #expect(screen.handle(.openRow(number: 99)) == false)
    #expect(screen.handle(.loadMore))
    #expect(screen.source.endReachedCount == 1)
  }

  @Test func actionsAScreenCannotUseAreNotHandled() {
    let screen = TextViewController()
    #expect(screen.handle(.moveDown) == false)
    #expect(screen.handle(.insertText("x")) == false)
  }
}

/// A screen with a search bar and a table, like the show list.
@MainActor
private final class SearchScreen: TextViewController {
  let table = TextTableView()
  let bar = TextSearchBar()
  let source = StaticTableDataSource(rowCount: 5)

  override func loadView() {
    setView(TextStackView(arrangedSubviews: [bar, table]))
  }

  override func viewDidLoad() {
    table.dataSource = source
    table.delegate = source
    table.reloadData()
  }

  override var keyboardTableView: TextTableView? { table }
  override var keyboardSearchBar: TextSearchBar? { bar }
}
