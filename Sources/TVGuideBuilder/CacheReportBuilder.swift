import TVGuideInteractor
import TVGuidePresenter
import TVGuideView

/// Assembles and runs `tvguide cache info` and `tvguide cache clear`: the cache presenter
/// with its interactor and a one-shot report as its view.
@MainActor
public struct CacheReportBuilder {
  private let cache: any CacheMaintaining
  private let format: ReportFormat
  private let settings: SettingNames

  /// `settings` names what a hint points to: the CLI passes its flags.
  public init(cache: any CacheMaintaining, format: ReportFormat, settings: SettingNames = .plain) {
    self.cache = cache
    self.format = format
    self.settings = settings
  }

  /// `tvguide cache info`.
  public func summary() async -> ReportOutput {
    let (presenter, report) = assemble()
    await presenter.showSummary()
    return report.output
  }

  /// `tvguide cache clear`.
  public func clear() async -> ReportOutput {
    let (presenter, report) = assemble()
    await presenter.clear()
    return report.output
  }

  private func assemble() -> (CachePresenter, CacheReport) {
    let report = CacheReport(format: format)
    let presenter = CachePresenter(
      interactor: CacheInteractor(cache: cache), settings: settings, sanitizer: TerminalText())
    presenter.buildsDocument = format.isJSON
    presenter.view = report
    return (presenter, report)
  }
}
