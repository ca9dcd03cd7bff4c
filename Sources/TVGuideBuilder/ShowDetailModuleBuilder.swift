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
  private let rowLineCache: TextRowLineCache?

  /// Creates a builder whose screens read from `dataSource`; `now` dates the "saved … ago"
  /// notices, and `rowLineCache`, the app's, keeps the rows the screens draw.
  public init(
    dataSource: any ShowDataSource, now: @escaping @Sendable () -> Date = Date.init,
    rowLineCache: TextRowLineCache? = nil
  ) {
    self.dataSource = dataSource
    self.now = now
    self.rowLineCache = rowLineCache
  }

  /// The detail module of one show, wired and ready to push.
  public func makeShowDetail(showID: Int) -> TextViewController {
    assemble(showID: showID).viewController
  }

  /// Creates the parts and wires them: the screen owns the presenter, the presenter holds
  /// the screen weakly and owns the interactor and the router, the router holds the screen
  /// weakly.
  public func assemble(showID: Int) -> ShowDetailModule {
    let viewController = ShowDetailViewController(rowLineCache: rowLineCache)
    let interactor = ShowDetailInteractor(dataSource: dataSource)
    let router = ShowDetailRouter()
    let presenter = ShowDetailPresenter(
      showID: showID, interactor: interactor, router: router, now: now, sanitizer: TerminalText())
    viewController.output = presenter
    presenter.view = viewController
    router.viewController = viewController
    return ShowDetailModule(
      viewController: viewController, presenter: presenter, interactor: interactor, router: router)
  }
}
