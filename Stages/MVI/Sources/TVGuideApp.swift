import StageNetwork
import TVGuideBundledCatalog
import TextUIKit

/// The MVI variant: the coordinator starts the guide on the list, with the live environment
/// over the bundled catalog. Full screen on a terminal, line mode on a pipe.
@main
enum TVGuideApp {
  @MainActor
  static func main() async {
    let coordinator = GuideCoordinator(
      environment: .live(dataSource: FaultInjectingDataSource(wrapping: BundledCatalog())))
    let application = TextApplication(navigationController: coordinator.start())
    application.lineModeHelp = "Commands: a row number opens it, back, more, retry, quit."
    await application.run()
    // The screens' effect runners hold the coordinator weakly; it lives as long as the app runs.
    withExtendedLifetime(coordinator) {}
  }
}
