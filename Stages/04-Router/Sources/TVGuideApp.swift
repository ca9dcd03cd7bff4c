import StageNetwork
import TVGuideBundledCatalog
import TextUIKit

/// Asks the builders for the list module and starts the guide on it. Full screen on a
/// terminal, line mode on a pipe.
@main
enum TVGuideApp {
  @MainActor
  static func main() async {
    let dataSource = FaultInjectingDataSource(wrapping: BundledCatalog())
    let detailBuilder = ShowDetailModuleBuilder(dataSource: dataSource)
    let showList = ShowListModuleBuilder(dataSource: dataSource, detailBuilder: detailBuilder).makeShowList()
    let application = TextApplication(
      navigationController: TextNavigationController(rootViewController: showList))
    application.lineModeHelp = "Commands: a row number opens it, back, more, retry, quit."
    await application.run()
  }
}
