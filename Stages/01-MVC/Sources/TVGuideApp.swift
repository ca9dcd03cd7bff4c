import StageNetwork
import TVGuideBundledCatalog
import TextUIKit

/// Starts the guide on the list screen, as the original app's delegate set up its window.
/// Full screen on a terminal, line mode on a pipe.
@main
enum TVGuideApp {
  @MainActor
  static func main() async {
    // The bundled catalog answers as TVMaze would; the faults a test plans come in between.
    let session = JSONSession(source: FaultInjectingDataSource(wrapping: BundledCatalog()))
    let showList = ShowListViewController(networkManager: NetworkManager(session: session))
    let application = TextApplication(
      navigationController: TextNavigationController(rootViewController: showList))
    application.lineModeHelp = "Commands: a row number opens it, back, more, retry, quit."
    await application.run()
  }
}
