import StageNetwork
import TVGuideBundledCatalog
import TextUIKit

/// Starts the guide on the list screen, its presenter and its interactor. Full screen on a
/// terminal, line mode on a pipe.
@main
enum TVGuideApp {
  @MainActor
  static func main() async {
    let dataSource = FaultInjectingDataSource(wrapping: BundledCatalog())
    let presenter = ShowListPresenter(interactor: ShowListInteractor(dataSource: dataSource))
    let showList = ShowListViewController(presenter: presenter, dataSource: dataSource)
    let application = TextApplication(
      navigationController: TextNavigationController(rootViewController: showList))
    application.lineModeHelp = "Commands: a row number opens it, back, more, retry, quit."
    await application.run()
  }
}
