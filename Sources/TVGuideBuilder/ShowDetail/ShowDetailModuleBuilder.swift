import Foundation
import TVGuideInteractor
import TVGuidePresenter
import TVGuideRouter
import TVGuideView
import TVGuideWeb
import TextUIKit

/// Assembles the detail module: its screen (view controller, presenter, interactor and
/// router), or the same presenter and interactor printing into a one-shot report.
@MainActor
public struct ShowDetailModuleBuilder: ShowDetailModuleBuilding {
  private let dataSource: any ShowDataSource
  private let follows: (any FollowStoring)?
  private let now: @Sendable () -> Date
  private let settings: SettingNames
  private let rowLineCache: TextRowLineCache?

  /// Creates a builder whose modules read from `dataSource`; `now` dates the "saved … ago"
  /// notices, `settings` names what a hint points to (the CLI passes its flags), and
  /// `rowLineCache`, the app's, keeps the rows the screens draw. With `follows`, the user's
  /// store, the screen marks watched episodes and `f` and `w` change them.
  public init(
    dataSource: any ShowDataSource, follows: (any FollowStoring)? = nil,
    now: @escaping @Sendable () -> Date = Date.init, settings: SettingNames = .plain,
    rowLineCache: TextRowLineCache? = nil
  ) {
    self.dataSource = dataSource
    self.follows = follows
    self.now = now
    self.settings = settings
    self.rowLineCache = rowLineCache
  }

  /// The detail screen of one show, wired and ready to push.
  public func makeShowDetail(showID: Int) -> TextViewController {
    assemble(showID: showID).view
  }

  /// Creates the screen's parts and wires them: the screen owns the presenter, the presenter
  /// holds the screen weakly and owns the interactor and the router, the router holds the
  /// screen weakly.
  public func assemble(showID: Int) -> ShowDetailModule<ShowDetailViewController> {
    let viewController = ShowDetailViewController(rowLineCache: rowLineCache)
    let router = ShowDetailRouter()
    let (presenter, interactor) = makePresenter(
      showID: showID, season: nil, router: router, follows: follows, sanitizer: TerminalText())
    viewController.output = presenter
    presenter.view = viewController
    router.viewController = viewController
    return ShowDetailModule(
      view: viewController, presenter: presenter, interactor: interactor, router: router)
  }

  /// The module printing into a report (`tvguide show ID`): nothing to navigate, so no
  /// router; the presenter builds the `--json` document when the report prints JSON. With
  /// `follows`, a followed or marked show's report carries the user's marks as the screen does.
  public func assembleReport(showID: Int, season: Int?, format: ReportFormat) -> ShowDetailModule<
    ShowDetailReport
  > {
    let report = ShowDetailReport(format: format)
    let (presenter, interactor) = makePresenter(
      showID: showID, season: season, router: nil, follows: follows, sanitizer: TerminalText())
    presenter.buildsDocument = format.isJSON
    presenter.view = report
    return ShowDetailModule(view: report, presenter: presenter, interactor: interactor, router: nil)
  }

  /// The module writing show `showID`'s web page (`GET /shows/ID`): every season, each a
  /// section the page links to; no router, since a page goes back by the browser's history.
  /// With `follows` and the server's `token`, the page marks watched episodes and has Follow and
  /// Watched buttons that post `token`.
  public func assembleWebPage(showID: Int, token: WebFormToken? = nil) -> ShowDetailModule<ShowDetailPage> {
    let page = ShowDetailPage(showID: showID, token: follows == nil ? nil : token)
    let (presenter, interactor) = makePresenter(
      showID: showID, season: nil, router: nil, follows: follows, sanitizer: WebText())
    presenter.view = page
    return ShowDetailModule(view: page, presenter: presenter, interactor: interactor, router: nil)
  }

  /// The one place the module's presenter and interactor are made, whatever shows them.
  private func makePresenter(
    showID: Int, season: Int?, router: (any ShowDetailRouterInput)?, follows: (any FollowStoring)?,
    sanitizer: any TextSanitizing
  ) -> (ShowDetailPresenter, ShowDetailInteractor) {
    let interactor = ShowDetailInteractor(dataSource: dataSource, follows: follows)
    let presenter = ShowDetailPresenter(
      showID: showID, season: season, interactor: interactor, router: router, now: now, settings: settings,
      sanitizer: sanitizer)
    return (presenter, interactor)
  }
}
