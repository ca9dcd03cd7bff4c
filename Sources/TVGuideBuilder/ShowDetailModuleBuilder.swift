import Foundation
import TVGuideInteractor
import TVGuidePresenter
import TVGuideRouter
import TVGuideView
import TextUIKit

/// Assembles the detail module: view controller, presenter, interactor and router.
@MainActor
public final class ShowDetailModuleBuilder: ShowDetailModuleBuilding {
  private let dataSource: any ShowDataSource
  private let now: @Sendable () -> Date

  public init(dataSource: any ShowDataSource, now: @escaping @Sendable () -> Date = Date.init) {
    self.dataSource = dataSource
    self.now = now
  }

  public func makeShowDetail(showID: Int) -> TextViewController {
    let viewController = ShowDetailViewController()
    let router = ShowDetailRouter()
    let presenter = ShowDetailPresenter(
      showID: showID, interactor: ShowDetailInteractor(dataSource: dataSource), router: router,
      now: now)
    viewController.output = presenter
    presenter.view = viewController
    router.viewController = viewController
    return viewController
  }
}
