import BenchmarkSupport
import TVGuideBuilder
import TVGuideBundledCatalog
import TextUIKit

/// The app in line mode, assembled as `tvguide` assembles it and driven as its line loop
/// drives it: a command is performed, the app settles, and the whole screen is printed.
@MainActor
final class LineModeSession {
  static let width = 100

  private let application: TextApplication
  private let output = FrameOutput()

  /// The app on `catalog`, its show list searched for `showName` (`/NAME`), so that the show
  /// is row 1.
  init(catalog: SyntheticCatalog, showName: String) async {
    application = TVGuideAppBuilder(dataSource: BundledCatalog(folder: catalog.folder)).makeApplication()
    application.navigationController.makeVisible()
    await run(.replaceSearchText(showName))
  }

  /// What was printed last.
  var lastScreen: String { output.lastFrame }

  /// The command `1`: opens row 1 and prints the screen it opened.
  func openFirstRow() async {
    await run(.openRow(number: 1))
  }

  /// The command `back`, and the list it prints.
  func back() async {
    await run(.back)
  }

  private func run(_ action: TextControlAction) async {
    application.perform(action)
    await application.settle()
    output.write("\n" + application.transcript(width: Self.width))
  }
}
