import Foundation
import TVGuideInteractor
import TVGuidePresenter
import TVGuideRouter
import TVGuideView
import TVGuideWeb
import TextUIKit

/// Assembles the show list module: its screen, whose router opens shows through the detail
/// builder it is given, or the same presenter and interactor printing into a one-shot report
/// or writing a web page.
@MainActor
public struct ShowListModuleBuilder {
  private let dataSource: any ShowDataSource
  private let detailBuilder: any ShowDetailModuleBuilding
  private let follows: (any FollowStoring)?
  private let followingBuilder: (any FollowingModuleBuilding)?
  private let clock: any Clock<Duration>
  private let now: @Sendable () -> Date
  private let settings: SettingNames
  private let rowLineCache: TextRowLineCache?

  /// Creates a builder whose list reads from `dataSource` and opens shows through `detailBuilder`.
  ///
  /// `clock` paces the search debounce and `now` dates the "saved … ago" notices; tests replace
  /// both. `settings` names what a hint points to (the CLI passes its flags), and
  /// `rowLineCache`, the app's, keeps the rows the screen draws. With `follows`, the user's
  /// store, `f` follows a show; `followingBuilder` makes the screen `F` opens.
  public init(
    dataSource: any ShowDataSource, detailBuilder: any ShowDetailModuleBuilding,
    follows: (any FollowStoring)? = nil, followingBuilder: (any FollowingModuleBuilding)? = nil,
    clock: any Clock<Duration> = ContinuousClock(), now: @escaping @Sendable () -> Date = Date.init,
    settings: SettingNames = .plain, rowLineCache: TextRowLineCache? = nil
  ) {
    self.dataSource = dataSource
    self.detailBuilder = detailBuilder
    self.follows = follows
    self.followingBuilder = followingBuilder
    self.clock = clock
    self.now = now
    self.settings = settings
    self.rowLineCache = rowLineCache
  }

  /// The show list screen, wired and ready to be the root screen.
  public func makeShowList() -> ShowListViewController {
    assemble().view
  }

  /// Creates the screen's parts and wires them, with the same ownership as the detail module.
  public func assemble() -> ShowListModule<ShowListViewController> {
    let viewController = ShowListViewController(rowLineCache: rowLineCache)
    let router = ShowListRouter(detailBuilder: detailBuilder)
    router.followingBuilder = followingBuilder
    let (presenter, interactor) = makePresenter(
      router: router, firstPage: 0, statusFilter: .all, sanitizer: TerminalText())
    presenter.following = follows.map { FollowingInteractor(dataSource: dataSource, follows: $0) }
    viewController.output = presenter
    presenter.view = viewController
    router.viewController = viewController
    return ShowListModule(view: viewController, presenter: presenter, interactor: interactor, router: router)
  }

  /// The module printing into a report (`tvguide shows`, `tvguide search`), starting at index
  /// page `firstPage` with `statusFilter`: nothing to open, so no router; the presenter builds
  /// the `--json` document when the report prints JSON. `showsStatus` prints the status line.
  public func assembleReport(
    format: ReportFormat, showsStatus: Bool, firstPage: Int = 0, statusFilter: ShowStatusFilter = .all
  ) -> ShowListModule<ShowListReport> {
    let report = ShowListReport(format: format, showsStatus: showsStatus)
    let (presenter, interactor) = makePresenter(
      router: nil, firstPage: firstPage, statusFilter: statusFilter, sanitizer: TerminalText())
    presenter.buildsDocument = format.isJSON
    presenter.view = report
    return ShowListModule(view: report, presenter: presenter, interactor: interactor, router: nil)
  }

  /// The module writing the web page of `query` (`GET /?q=…&status=…&page=…`): a page opens
  /// shows by links, not by a router; its text goes through the web's rule, `WebText`.
  public func assembleWebPage(query: ShowListQuery) -> ShowListModule<ShowListPage> {
    let page = ShowListPage(query: query)
    let (presenter, interactor) = makePresenter(
      router: nil, firstPage: query.page, statusFilter: query.status, sanitizer: WebText())
    presenter.view = page
    return ShowListModule(view: page, presenter: presenter, interactor: interactor, router: nil)
  }

  /// The one place the module's presenter and interactor are made, whatever shows them.
  private func makePresenter(
    router: (any ShowListRouterInput)?, firstPage: Int, statusFilter: ShowStatusFilter,
    sanitizer: any TextSanitizing
  )
    -> (ShowListPresenter, ShowListInteractor)
  {
    let interactor = ShowListInteractor(dataSource: dataSource)
    let presenter = ShowListPresenter(
      interactor: interactor, router: router, firstPage: firstPage, statusFilter: statusFilter, clock: clock,
      now: now, settings: settings, sanitizer: sanitizer)
    return (presenter, interactor)
  }
}
