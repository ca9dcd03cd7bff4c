import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideView

/// Assembles the calendar module: the followed shows from `FollowStoring`, their episodes from
/// a `ShowDataSource`, written as an RFC 5545 calendar.
@MainActor
public struct CalendarModuleBuilder {
  private let dataSource: any ShowDataSource
  private let follows: any FollowStoring
  private let refresher: (any FollowedShowsRefreshing)?
  private let now: @Sendable () -> Date
  private let asOf: CalendarDate?
  private let settings: SettingNames

  /// Creates a builder; `refresher` brings the followed shows' saved copies up to date first
  /// (the live source); `now` starts the window and stamps the events, the day `asOf`, when
  /// given, starts the window instead (see `AsOf`); `settings` names what a hint points to.
  public init(
    dataSource: any ShowDataSource, follows: any FollowStoring,
    refresher: (any FollowedShowsRefreshing)? = nil,
    now: @escaping @Sendable () -> Date = Date.init, asOf: CalendarDate? = nil,
    settings: SettingNames = .plain
  ) {
    self.asOf = asOf
    self.dataSource = dataSource
    self.follows = follows
    self.refresher = refresher
    self.now = now
    self.settings = settings
  }

  /// The module writing into a one-shot report.
  public func assembleReport() -> CalendarModule<CalendarReport> {
    let report = CalendarReport()
    let (presenter, interactor) = makePresenter()
    presenter.view = report
    return CalendarModule(view: report, presenter: presenter, interactor: interactor)
  }

  private func makePresenter() -> (CalendarPresenter, CalendarInteractor) {
    let interactor = CalendarInteractor(
      dataSource: dataSource, follows: follows, refresher: refresher, now: now, asOf: asOf)
    let presenter = CalendarPresenter(
      interactor: interactor, now: now, settings: settings, sanitizer: TerminalText())
    return (presenter, interactor)
  }
}
