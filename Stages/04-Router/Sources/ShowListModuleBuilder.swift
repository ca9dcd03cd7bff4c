import TextUIKit

import protocol TVGuideInteractor.ShowDataSource

/// Assembles the list module and gives its router the detail builder to open shows with.
@MainActor
struct ShowListModuleBuilder {
  let dataSource: any ShowDataSource
  let detailBuilder: any ShowDetailModuleBuilding

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
    let presenter = ShowListPresenter(interactor: interactor, router: router)
    viewController.presenter = presenter
    presenter.view = viewController
    router.viewController = viewController
    return ShowListModule(
      viewController: viewController, presenter: presenter, interactor: interactor, router: router)
  }
}
