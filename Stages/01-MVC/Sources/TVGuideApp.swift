import TVGuideBundledCatalog
import TextUIKit

/// Starts the guide on the list screen, as the original app's delegate set up its window.
/// Full screen on a terminal, line mode on a pipe.
@main
enum TVGuideApp {
  @MainActor
  static func main() async {
    let networkManager = NetworkManager(dataSource: BundledCatalog())
    let showList = ShowListViewController(networkManager: networkManager)
    await TextApplication(navigationController: TextNavigationController(rootViewController: showList)).run()
  }
}
