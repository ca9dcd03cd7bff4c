import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideView

/// Runs the one-shot commands of the CLI: each assembles its module with a report as the
/// view, through the same module builder as the app's screen, so `tvguide show 82` prints
/// what the detail screen shows.
@MainActor
public struct ReportBuilder {
  private let format: ReportFormat
  private let settings: SettingNames

  /// Reports print in `format`; `settings` names what a hint points to: the CLI passes its flags.
  public init(format: ReportFormat, settings: SettingNames = .plain) {
    self.format = format
    self.settings = settings
  }

  /// `tvguide shows --page N [--status S]`: with a status, page N of the shows of that status.
  public func showIndexPage(_ page: Int, status: ShowStatusFilter = .all, from dataSource: any ShowDataSource)
    async -> ReportOutput
  {
    let module = list(dataSource).assembleReport(
      format: format, showsStatus: false, firstPage: page, statusFilter: status)
    await module.presenter.loadNextPage()
    return module.view.output
  }

  /// `tvguide shows --with-episodes [--status S]`.
  public func showsWithEpisodesHeld(status: ShowStatusFilter = .all, from dataSource: any ShowDataSource)
    async -> ReportOutput
  {
    let module = list(dataSource).assembleReport(format: format, showsStatus: false, statusFilter: status)
    await module.presenter.loadShowsWithEpisodesHeld()
    return module.view.output
  }

  /// `tvguide search QUERY [--status S]`: the ranked matches of that status.
  public func search(_ query: SearchQuery, status: ShowStatusFilter = .all, in dataSource: any ShowDataSource)
    async -> ReportOutput
  {
    let module = list(dataSource).assembleReport(format: format, showsStatus: true, statusFilter: status)
    await module.presenter.search(query)
    return module.view.output
  }

  /// `tvguide show ID [--season N]`; with `follows`, a followed or marked show carries the
  /// user's marks.
  public func showDetail(
    id: Int, season: Int?, from dataSource: any ShowDataSource, follows: (any FollowStoring)? = nil
  ) async -> ReportOutput {
    let module = ShowDetailModuleBuilder(dataSource: dataSource, follows: follows, settings: settings)
      .assembleReport(showID: id, season: season, format: format)
    await module.presenter.load()
    return module.view.output
  }

  /// `tvguide cache info`; `userDataLocation` is where the user's own data lives, which the
  /// cache is not.
  public func cacheSummary(of cache: any CacheMaintaining, userDataLocation: String? = nil) async
    -> ReportOutput
  {
    let module = CacheModuleBuilder(cache: cache, settings: settings, userDataLocation: userDataLocation)
      .assembleReport(format: format)
    await module.presenter.showSummary()
    return module.view.output
  }

  /// `tvguide cache clear`, which never reaches the user's own data at `userDataLocation`.
  public func clearCache(_ cache: any CacheMaintaining, userDataLocation: String? = nil) async -> ReportOutput
  {
    let module = CacheModuleBuilder(cache: cache, settings: settings, userDataLocation: userDataLocation)
      .assembleReport(format: format)
    await module.presenter.clear()
    return module.view.output
  }

  /// `tvguide tonight [--date D] [--country CC] [--web]`, times told in `timeZone`.
  public func tonight(
    _ query: TonightQuery, from schedules: any ScheduleSource, follows: (any FollowStoring)?,
    timeZone: TimeZone = .current
  ) async -> ReportOutput {
    let module = TonightModuleBuilder(
      schedules: schedules, follows: follows, timeZone: timeZone, settings: settings
    )
    .assembleReport(format: format)
    await module.presenter.load(query)
    return module.view.output
  }

  /// `tvguide calendar --ics [--days N]`: the followed shows' coming episodes as a calendar;
  /// `refresher` brings the saved copies up to date first (the live source).
  public func calendar(
    days: Int, from dataSource: any ShowDataSource, follows: any FollowStoring,
    refresher: (any FollowedShowsRefreshing)? = nil, asOf: CalendarDate? = nil
  ) async -> ReportOutput {
    let module = CalendarModuleBuilder(
      dataSource: dataSource, follows: follows, refresher: refresher, asOf: asOf, settings: settings
    )
    .assembleReport()
    await module.presenter.load(days: days)
    return module.view.output
  }

  /// `tvguide import FILE`: the export's `text`, its shows looked up through `lookup`.
  public func importExport(
    _ text: String, lookup: any ShowLookingUp, follows: any FollowStoring,
    journal: (any ImportLookupJournaling)?
  ) async -> ReportOutput {
    let module = ImportModuleBuilder(lookup: lookup, follows: follows, journal: journal, settings: settings)
      .assembleReport(format: format)
    await module.presenter.importExport(text)
    return module.view.output
  }

  /// `tvguide following` (`soonestFirst` false) and `tvguide next`: the followed shows with
  /// their next episode, read from `dataSource`, follows from `follows`; `refresher` brings
  /// the saved copies up to date first (the live source); `asOf` is the day measured from.
  public func followedShows(
    soonestFirst: Bool, from dataSource: any ShowDataSource, follows: any FollowStoring,
    refresher: (any FollowedShowsRefreshing)? = nil, asOf: CalendarDate? = nil
  ) async -> ReportOutput {
    let module = following(dataSource, follows, refresher, asOf: asOf).assembleReport(format: format)
    if soonestFirst { await module.presenter.showNext() } else { await module.presenter.showFollowing() }
    return module.view.output
  }

  /// `tvguide follow ID…` (`following` true) and `tvguide unfollow ID…`.
  public func setFollowing(
    _ following: Bool, ids: [Int], from dataSource: any ShowDataSource, follows: any FollowStoring
  ) async -> ReportOutput {
    let module = self.following(dataSource, follows, nil).assembleReport(format: format)
    await module.presenter.setFollowing(following, ids: ids)
    return module.view.output
  }

  /// `tvguide watched ID SxxEyy` (`watched` true) and `tvguide unwatched …`, `--up-to` included.
  public func setWatched(
    _ watched: Bool, _ selection: EpisodeSelection, ofShow id: Int, from dataSource: any ShowDataSource,
    follows: any FollowStoring
  ) async -> ReportOutput {
    let module = following(dataSource, follows, nil).assembleReport(format: format)
    await module.presenter.setWatched(watched, selection, ofShow: id)
    return module.view.output
  }

  private func following(
    _ dataSource: any ShowDataSource, _ follows: any FollowStoring,
    _ refresher: (any FollowedShowsRefreshing)?, asOf: CalendarDate? = nil
  ) -> FollowingModuleBuilder {
    FollowingModuleBuilder(
      dataSource: dataSource, follows: follows, refresher: refresher, detailBuilder: detail(dataSource),
      asOf: asOf, settings: settings)
  }

  private func detail(_ dataSource: any ShowDataSource) -> ShowDetailModuleBuilder {
    ShowDetailModuleBuilder(dataSource: dataSource, settings: settings)
  }

  private func list(_ dataSource: any ShowDataSource) -> ShowListModuleBuilder {
    ShowListModuleBuilder(dataSource: dataSource, detailBuilder: detail(dataSource), settings: settings)
  }
}
