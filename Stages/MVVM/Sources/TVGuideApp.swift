import StageNetwork
import TVGuideBundledCatalog
import TextUIKit

/// The MVVM variant: the coordinator assembles the screens and starts the guide on the list.
/// Full screen on a terminal, line mode on a pipe.
@main
enum TVGuideApp {
  @MainActor
  static func main() async {
    let coordinator = GuideCoordinator(
      networkManager: NetworkManager(dataSource: FaultInjectingDataSource(wrapping: BundledCatalog())))
    let application = TextApplication(navigationController: coordinator.start())
    application.lineModeHelp = "Commands: a row number opens it, back, more, retry, quit."
    await application.run()
    // The screens' callbacks hold the coordinator weakly; it lives as long as the app runs.
    withExtendedLifetime(coordinator) {}
  }
}
