import TVGuideBundledCatalog
import TextUIKit

/// Starts the guide on the list screen and its presenter. Full screen on a terminal, line
/// mode on a pipe.
@main
enum TVGuideApp {
  @MainActor
  static func main() async {
    let networkManager = NetworkManager(dataSource: BundledCatalog())
    let showList = ShowListViewController(
      presenter: ShowListPresenter(networkManager: networkManager), networkManager: networkManager)
    await TextApplication(navigationController: TextNavigationController(rootViewController: showList)).run()
  }
}
