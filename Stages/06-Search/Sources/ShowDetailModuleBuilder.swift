import TextUIKit

import protocol TVGuideInteractor.ShowDataSource

/// Assembles the detail module: view controller, presenter, interactor and router.
@MainActor
final class ShowDetailModuleBuilder: ShowDetailModuleBuilding {
  private let dataSource: any ShowDataSource

  init(dataSource: any ShowDataSource) {
    self.dataSource = dataSource
  }

  func makeShowDetail(showID: Int) -> TextViewController {
    assemble(showID: showID).viewController
  }

  /// Creates the parts and wires them with the same ownership as the list module.
  func assemble(showID: Int) -> ShowDetailModule {
    let viewController = ShowDetailViewController()
    let interactor = ShowDetailInteractor(dataSource: dataSource)
    let router = ShowDetailRouter()
    let presenter = ShowDetailPresenter(showID: showID, interactor: interactor, router: router)
    viewController.presenter = presenter
    presenter.view = viewController
    router.viewController = viewController
    return ShowDetailModule(
      viewController: viewController, presenter: presenter, interactor: interactor, router: router)
  }
}
