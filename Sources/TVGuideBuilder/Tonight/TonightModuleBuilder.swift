import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideView
import TVGuideWeb

/// Assembles the tonight module: a day's schedule from a `ScheduleSource`, the followed shows
/// marked through `FollowStoring`, times told in one time zone.
@MainActor
public struct TonightModuleBuilder {
  private let schedules: any ScheduleSource
  private let follows: (any FollowStoring)?
  private let timeZone: TimeZone
  private let now: @Sendable () -> Date
  private let settings: SettingNames

  /// Creates a builder; without `follows` no show is marked. `timeZone` is the user's (the process's, which follows `TZ`); `now`
  /// gives today in it for a source that has every day; `settings` names what a hint points to.
  public init(
    schedules: any ScheduleSource, follows: (any FollowStoring)?, timeZone: TimeZone = .current,
    now: @escaping @Sendable () -> Date = Date.init, settings: SettingNames = .plain
  ) {
    self.schedules = schedules
    self.follows = follows
    self.timeZone = timeZone
    self.now = now
    self.settings = settings
  }

  /// The module printing into a report of `format`; the presenter builds the `--json`
  /// document when the report prints JSON.
  public func assembleReport(format: ReportFormat) -> TonightModule<TonightReport> {
    let report = TonightReport(format: format)
    let (presenter, interactor) = makePresenter(sanitizer: TerminalText())
    presenter.buildsDocument = format.isJSON
    presenter.view = report
    return TonightModule(view: report, presenter: presenter, interactor: interactor)
  }

  /// The module writing the web page of `query` (`GET /tonight?date=…&country=…`); text goes
  /// through the web's rule.
  public func assembleWebPage(query: TonightQuery) -> TonightModule<TonightPage> {
    let page = TonightPage(query: query)
    let (presenter, interactor) = makePresenter(sanitizer: WebText())
    presenter.view = page
    return TonightModule(view: page, presenter: presenter, interactor: interactor)
  }

  /// The one place the module's presenter and interactor are made, whatever shows them.
  private func makePresenter(sanitizer: any TextSanitizing) -> (TonightPresenter, TonightInteractor) {
    let (now, days) = (now, LocalTimeFormatter(timeZone: timeZone))
    let interactor = TonightInteractor(schedules: schedules, follows: follows) {
      // A date of the process's own calendar always exists; the fallback is never taken.
      days.day(of: now()) ?? CalendarDate(year: 2000, month: 1, day: 1)!
    }
    let presenter = TonightPresenter(
      interactor: interactor, timeZone: timeZone, settings: settings, sanitizer: sanitizer)
    return (presenter, interactor)
  }
}
