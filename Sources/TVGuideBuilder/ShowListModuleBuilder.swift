import Foundation
import TVGuideInteractor
import TVGuidePresenter
import TVGuideRouter
import TVGuideView
import TextUIKit

/// Assembles the show list module and gives its router the detail builder to open shows.
@MainActor
public struct ShowListModuleBuilder {
  private let dataSource: any ShowDataSource
  private let detailBuilder: any ShowDetailModuleBuilding
  private let clock: any Clock<Duration>
  private let now: @Sendable () -> Date
  private let rowLineCache: TextRowLineCache?

  /// Creates a builder whose list reads from `dataSource` and opens shows through `detailBuilder`.
  ///
  /// `clock` paces the search debounce and `now` dates the "saved … ago" notices; tests replace
  /// both. `rowLineCache`, the app's, keeps the rows the screen draws.
  public init(
    dataSource: any ShowDataSource, detailBuilder: any ShowDetailModuleBuilding,
    clock: any Clock<Duration> = ContinuousClock(), now: @escaping @Sendable () -> Date = Date.init,
    rowLineCache: TextRowLineCache? = nil
  ) {
    self.dataSource = dataSource
    self.detailBuilder = detailBuilder
    self.clock = clock
    self.now = now
    self.rowLineCache = rowLineCache
  }

  /// The show list module, wired and ready to be the root screen.
  public func makeShowList() -> ShowListViewController {
    assemble().viewController
  }

  /// Creates the parts and wires them, with the same ownership as the detail module.
  public func assemble() -> ShowListModule {
    let viewController = ShowListViewController(rowLineCache: rowLineCache)
    let interactor = ShowListInteractor(dataSource: dataSource)
    let router = ShowListRouter(detailBuilder: detailBuilder)
    let presenter = ShowListPresenter(
      interactor: interactor, router: router, clock: clock, now: now, sanitizer: TerminalText())
    viewController.output = presenter
    presenter.view = viewController
    router.viewController = viewController
    return ShowListModule(
      viewController: viewController, presenter: presenter, interactor: interactor, router: router)
  }
}
