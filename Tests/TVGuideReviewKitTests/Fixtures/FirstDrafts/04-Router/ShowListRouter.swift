import TextUIKit

import protocol TVGuideInteractor.ShowDataSource

/// Step 4's first draft of the list router, as it was reviewed: it creates the detail module
/// itself (S4-R1) and takes the screen to push on as an argument (S4-R2).
@MainActor
final class ShowListRouter: ShowListRouting {
  private let dataSource: any ShowDataSource

  init(dataSource: any ShowDataSource) {
    self.dataSource = dataSource
  }

  func openShow(id: Int, from viewController: TextViewController) {
    viewController.navigationController?.push(createModule(showID: id))
  }

  func createModule(showID: Int) -> TextViewController {
    let viewController = ShowDetailViewController()
    let interactor = ShowDetailInteractor(dataSource: dataSource)
    let presenter = ShowDetailPresenter(showID: showID, interactor: interactor)
    viewController.presenter = presenter
    presenter.view = viewController
    return viewController
  }
}
