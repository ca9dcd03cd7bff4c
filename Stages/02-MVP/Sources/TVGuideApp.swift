import StageNetwork
import TVGuideBundledCatalog
import TextUIKit

/// Starts the guide on the list screen and its presenter. Full screen on a terminal, line
/// mode on a pipe.
@main
enum TVGuideApp {
  @MainActor
  static func main() async {
    let networkManager = NetworkManager(dataSource: FaultInjectingDataSource(wrapping: BundledCatalog()))
    let showList = ShowListViewController(
      presenter: ShowListPresenter(networkManager: networkManager), networkManager: networkManager)
    let application = TextApplication(
      navigationController: TextNavigationController(rootViewController: showList))
    application.lineModeHelp = "Commands: a row number opens it, back, more, retry, quit."
    await application.run()
  }
}
