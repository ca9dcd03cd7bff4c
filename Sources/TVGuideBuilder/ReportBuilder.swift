import Foundation
import TVGuideInteractor
import TVGuidePresenter
import TVGuideView

/// Assembles and runs the one-shot commands of the CLI with the app's own presenters and
/// views, so `tvguide show 82` prints what the detail screen shows.
@MainActor
public struct ReportBuilder {
  private let dataSource: any ShowDataSource
  private let format: ReportFormat
  private let settings: SettingNames

  /// `settings` names what a hint points to: the CLI passes its flags.
  public init(dataSource: any ShowDataSource, format: ReportFormat, settings: SettingNames = .plain) {
    self.dataSource = dataSource
    self.format = format
    self.settings = settings
  }

  /// `tvguide shows --page N [--status S]`: with a status, page N of the shows of that status.
  public func showIndexPage(_ page: Int, status: ShowStatusFilter = .all) async -> ReportOutput {
    let report = ShowListReport(format: format, showsStatus: false)
    let presenter = listPresenter(firstPage: page, status: status)
    presenter.view = report
    await presenter.loadNextPage()
    return report.output
  }

  /// `tvguide shows --with-episodes [--status S]`.
  public func showsWithEpisodesHeld(status: ShowStatusFilter = .all) async -> ReportOutput {
    let report = ShowListReport(format: format, showsStatus: false)
    let presenter = listPresenter(firstPage: 0, status: status)
    presenter.view = report
    await presenter.loadShowsWithEpisodesHeld()
    return report.output
  }

  /// `tvguide search QUERY [--status S]`: the ranked matches of that status.
  public func search(_ query: String, status: ShowStatusFilter = .all) async -> ReportOutput {
    let report = ShowListReport(format: format, showsStatus: true)
    let presenter = listPresenter(firstPage: 0, status: status)
    presenter.view = report
    await presenter.search(query)
    return report.output
  }

  /// `tvguide show ID [--season N]`.
  public func showDetail(id: Int, season: Int?) async -> ReportOutput {
    let report = ShowDetailReport(format: format)
    let presenter = ShowDetailPresenter(
      showID: id, season: season, interactor: ShowDetailInteractor(dataSource: dataSource),
      router: nil, settings: settings, sanitizer: TerminalText())
    presenter.buildsDocument = format.isJSON
    presenter.view = report
    await presenter.load()
    return report.output
  }

  private func listPresenter(firstPage: Int, status: ShowStatusFilter) -> ShowListPresenter {
    let presenter = ShowListPresenter(
      interactor: ShowListInteractor(dataSource: dataSource), router: nil,
      firstPage: firstPage, statusFilter: status, settings: settings, sanitizer: TerminalText())
    presenter.buildsDocument = format.isJSON
    return presenter
  }
}
