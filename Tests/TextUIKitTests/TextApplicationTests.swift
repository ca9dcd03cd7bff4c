import TVGuideTestSupport
import Testing
import TextUIKit

@MainActor
@Suite struct TextApplicationTests {
  /// A list screen over a static table, with a search bar, and a detail screen on Enter.
  private func makeApplication() -> (TextApplication, ListScreen) {
    let list = ListScreen()
    let navigation = TextNavigationController(rootViewController: list)
    navigation.makeVisible()
    return (TextApplication(navigationController: navigation), list)
  }

  @Test func aFrameFillsTheScreenWithTheKeyHelpAtTheBottom() {
    let (application, _) = makeApplication()
    let frame = application.frame(width: 30, height: 6)
    #expect(frame.count == 6)
    #expect(frame.allSatisfy { $0.displayWidth == 30 })
    #expect(frame.first?.plainText.hasPrefix("List") == true)
    #expect(frame.last?.plainText.hasPrefix("↑↓") == true)
  }

  @Test func keysMoveOpenAndGoBack() {
    let (application, list) = makeApplication()
    #expect(application.handleInput(Array("\u{1B}[B\r".utf8)))
    #expect(list.source.selected == [TextIndexPath(row: 1, section: 0)])
    #expect(application.navigationController.viewControllers.count == 2)
    #expect(application.handleInput([0x1B]))
    #expect(application.navigationController.viewControllers.count == 1)
  }

  @Test func ctrlZSuspendsAndTheKeysAfterItStillWork() {
    let (application, list) = makeApplication()
    var suspensions = 0
    application.onSuspend = { suspensions += 1 }
    #expect(application.handleInput([0x1A] + Array("ab".utf8)))
    #expect(suspensions == 1)
    #expect(list.searchBar.text == "ab")
  }

  @Test func ctrlZDoesNothingWithoutASuspendingTerminal() {
    let (application, list) = makeApplication()
    #expect(application.handleInput([0x1A]))
    #expect(list.searchBar.text.isEmpty)
  }

  @Test func typingEditsTheSearchAndQQuitsOnlyWhenNotTyping() {
    let (application, list) = makeApplication()
    #expect(application.handleInput(Array("sq".utf8)))
    #expect(list.searchBar.text == "sq")
    #expect(application.handleInput([0x7F, 0x7F]))
    #expect(list.searchBar.text.isEmpty)
    #expect(application.handleInput(Array("q".utf8)) == false)
  }

  @Test func controlCQuits() {
    let (application, _) = makeApplication()
    #expect(application.handleInput([0x03]) == false)
  }

  @Test func lineModePrintsTheScreenAfterEachCommandAndHelpForUnknownOnes() async throws {
    let (application, _) = makeApplication()
    let output = RecordingTerminalOutput()
    let (lines, input) = AsyncStream.makeStream(of: String.self)
    for line in ["2", "dance", "back", "quit", "3"] { input.yield(line) }
    input.finish()
    await application.runLineMode(lines: lines, output: output, width: 20)
    try #require(output.writes.count == 4)
    #expect(output.writes[1].hasPrefix("\nList › Row 2\n"))
    // Wrapped to the screen's width like every line it prints.
    #expect(
      output.writes[2] == TextFitting.wrap(LineCommand.helpText, toWidth: 20).map { $0 + "\n" }.joined())
    #expect(output.writes[2].split(separator: "\n").allSatisfy { $0.count <= 20 })
    #expect(output.writes[3].hasPrefix("\nList\n"))
    #expect(!output.text.contains("\u{1B}"))
  }

  /// A screen without a search bar, a filter or a cast ignores `/TEXT`, `status S` and `cast`:
  /// the help line says what there is, instead of the same screen printed again.
  @Test func lineModeAnswersACommandTheScreenDoesNotHaveWithTheHelp() async throws {
    let (application, list) = makeApplication()
    let output = RecordingTerminalOutput()
    let (lines, input) = AsyncStream.makeStream(of: String.self)
    for line in ["status running", "/ab", "2", "/girls", "cast"] { input.yield(line) }
    input.finish()
    await application.runLineMode(lines: lines, output: output, width: 20)
    try #require(output.writes.count == 6)
    // Wrapped to the width, like every line line mode prints.
    let help = TextFitting.wrap(LineCommand.helpText, toWidth: 20).map { $0 + "\n" }.joined()
    #expect(output.writes[1] == help, "the list has no filter")
    #expect(list.searchBar.text == "ab", "the list has a search bar")
    #expect(output.writes[3].hasPrefix("\nList › Row 2\n"))
    #expect(output.writes[4] == help, "the detail has no search bar")
    #expect(output.writes[5] == help, "the detail has no cast")
  }

  @Test func lineModePrintsTheApplicationsOwnHelp() async throws {
    let (application, _) = makeApplication()
    application.lineModeHelp = "Commands: sing, dance."
    let output = RecordingTerminalOutput()
    let (lines, input) = AsyncStream.makeStream(of: String.self)
    input.yield("help")
    input.finish()
    await application.runLineMode(lines: lines, output: output, width: 30)
    try #require(output.writes.count == 2)
    #expect(output.writes[1] == "Commands: sing, dance.\n")
  }

  @Test func lineModeEndsCleanlyAtTheEndOfInput() async {
    let (application, _) = makeApplication()
    let output = RecordingTerminalOutput()
    let (lines, input) = AsyncStream.makeStream(of: String.self)
    input.finish()
    await application.runLineMode(lines: lines, output: output, width: 20)
    #expect(output.writes.count == 1)
  }

  @Test func theFullScreenLoopDrawsAfterKeysAndResizesAndStopsOnQuit() async throws {
    let (application, _) = makeApplication()
    let output = RecordingTerminalOutput()
    let screen = TerminalScreen(
      output: output, renderer: TextFrameRenderer(usesColor: false, usesStyles: true))
    let (events, sink) = AsyncStream.makeStream(of: TextApplication.Event.self)
    sink.yield(.input(Array("\u{1B}[B".utf8)))
    sink.yield(.resize)
    sink.yield(.input([0x03]))
    sink.yield(.input(Array("\u{1B}[B".utf8)))
    var width = 20
    await application.runFullScreen(events: events, sink: sink, screen: screen) {
      defer { width = 25 }
      return (width, 5)
    }
    try #require(output.writes.count == 3)
    #expect(output.writes[2].hasPrefix("\u{1B}[2J"))
    #expect(output.writes[1].contains("\u{1B}[7m"))
  }
}

/// A list screen: a search bar and five rows; Enter pushes a screen titled after the row.
@MainActor
private final class ListScreen: TextViewController, TextTableViewDelegate {
  let table = TextTableView()
  let searchBar = TextSearchBar()
  let source = StaticTableDataSource(rowCount: 5)

  override init() {
    super.init()
    title = "List"
  }

  override func loadView() {
    setView(TextStackView(arrangedSubviews: [searchBar, table]))
  }

  override func viewDidLoad() {
    table.dataSource = source
    table.delegate = self
    table.reloadData()
  }

  override var keyboardTableView: TextTableView? { table }
  override var keyboardSearchBar: TextSearchBar? { searchBar }

  func tableView(_ tableView: TextTableView, didSelectRowAt indexPath: TextIndexPath) {
    source.tableView(tableView, didSelectRowAt: indexPath)
    let detail = TextViewController()
    detail.title = "Row \(indexPath.row + 1)"
    navigationController?.push(detail)
  }
}
