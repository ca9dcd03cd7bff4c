import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideRouter
import TVGuideView
import TVGuideWeb
import TextUIKit

/// Assembles the following module: its screen (view controller, presenter, interactor and
/// router), or the same presenter and interactor printing into a one-shot report.
@MainActor
public struct FollowingModuleBuilder: FollowingModuleBuilding {
  private let dataSource: any ShowDataSource
  private let follows: any FollowStoring
  private let refresher: (any FollowedShowsRefreshing)?
  private let detailBuilder: any ShowDetailModuleBuilding
  private let now: @Sendable () -> Date
  private let asOf: CalendarDate?
  private let timeZone: TimeZone
  private let settings: SettingNames
  private let rowLineCache: TextRowLineCache?

  /// Creates a builder whose modules read shows from `dataSource` and keep follows and marks
  /// in `follows`; `refresher` brings saved copies up to date first (the live source);
  /// `detailBuilder` makes the screen a row opens; what comes next is measured from the day
  /// `asOf` when given (see `AsOf`); times are written in `timeZone`.
  public init(
    dataSource: any ShowDataSource, follows: any FollowStoring,
    refresher: (any FollowedShowsRefreshing)? = nil,
    detailBuilder: any ShowDetailModuleBuilding, now: @escaping @Sendable () -> Date = Date.init,
    asOf: CalendarDate? = nil, timeZone: TimeZone = .current, settings: SettingNames = .plain,
    rowLineCache: TextRowLineCache? = nil
  ) {
    self.dataSource = dataSource
    self.follows = follows
    self.refresher = refresher
    self.detailBuilder = detailBuilder
    self.now = now
    self.asOf = asOf
    self.timeZone = timeZone
    self.settings = settings
    self.rowLineCache = rowLineCache
  }

  /// The following screen, wired and ready to push.
  public func makeFollowing() -> TextViewController {
    assemble().view
  }

  /// Creates the screen's parts and wires them: the screen owns the presenter, the presenter
  /// holds the screen weakly and owns the interactor and the router, the router holds the
  /// screen weakly.
  public func assemble() -> FollowingModule<FollowingViewController> {
    let viewController = FollowingViewController(rowLineCache: rowLineCache)
    let router = FollowingRouter(detailBuilder: detailBuilder)
    let (presenter, interactor) = makePresenter(router: router, sanitizer: TerminalText())
    viewController.output = presenter
    presenter.view = viewController
    router.viewController = viewController
    return FollowingModule(view: viewController, presenter: presenter, interactor: interactor, router: router)
  }

  /// The module printing into a report: nothing to navigate, so no router; the presenter
  /// builds the `--json` document when the report prints JSON.
  public func assembleReport(format: ReportFormat) -> FollowingModule<FollowingReport> {
    let report = FollowingReport(format: format)
    let (presenter, interactor) = makePresenter(router: nil, sanitizer: TerminalText())
    presenter.buildsDocument = format.isJSON
    presenter.view = report
    return FollowingModule(view: report, presenter: presenter, interactor: interactor, router: nil)
  }

  /// The module writing a web page of `list` (`GET /following`, `/next`), or the outcome of a
  /// page's button: links open shows, so no router; Unfollow buttons post `token`; text goes
  /// through the web's rule.
  public func assembleWebPage(list: FollowingList, token: WebFormToken) -> FollowingModule<FollowingPage> {
    let page = FollowingPage(list: list, token: token)
    let (presenter, interactor) = makePresenter(router: nil, sanitizer: WebText())
    presenter.view = page
    return FollowingModule(view: page, presenter: presenter, interactor: interactor, router: nil)
  }

  /// The one place the module's presenter and interactor are made, whatever shows them.
  private func makePresenter(router: (any FollowingRouterInput)?, sanitizer: any TextSanitizing) -> (
    FollowingPresenter, FollowingInteractor
  ) {
    let interactor = FollowingInteractor(
      dataSource: dataSource, follows: follows, refresher: refresher, now: now, asOf: asOf, timeZone: timeZone
    )
    let presenter = FollowingPresenter(
      interactor: interactor, router: router, timeZone: timeZone, settings: settings, sanitizer: sanitizer)
    return (presenter, interactor)
  }
}
