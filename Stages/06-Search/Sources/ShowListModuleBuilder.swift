import TextUIKit

import protocol TVGuideInteractor.ShowDataSource

/// Assembles the list module and gives its router the detail builder to open shows with.
@MainActor
struct ShowListModuleBuilder {
  private let dataSource: any ShowDataSource
  private let detailBuilder: any ShowDetailModuleBuilding
  /// The clock the search waits on before it asks; tests move it by hand.
  private let clock: any Clock<Duration>

  init(
    dataSource: any ShowDataSource, detailBuilder: any ShowDetailModuleBuilding,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.dataSource = dataSource
    self.detailBuilder = detailBuilder
    self.clock = clock
  }

  func makeShowList() -> TextViewController {
    assemble().viewController
  }

  /// Creates the parts and wires them: the screen owns the presenter, the presenter holds
  /// the screen weakly and owns the interactor and the router, the router holds the screen
  /// weakly.
  func assemble() -> ShowListModule {
    let viewController = ShowListViewController()
    let interactor = ShowListInteractor(dataSource: dataSource)
    let router = ShowListRouter(detailBuilder: detailBuilder)
    let presenter = ShowListPresenter(interactor: interactor, router: router, clock: clock)
    viewController.presenter = presenter
    presenter.view = viewController
    router.viewController = viewController
    return ShowListModule(
      viewController: viewController, presenter: presenter, interactor: interactor, router: router)
  }
}
