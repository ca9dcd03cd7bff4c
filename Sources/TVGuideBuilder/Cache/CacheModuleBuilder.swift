import TVGuideInteractor
import TVGuidePresenter
import TVGuideView

/// Assembles the cache module, which has no screen: `tvguide cache info` and `tvguide cache
/// clear` print it once, so its presenter and interactor print into a one-shot report.
@MainActor
public struct CacheModuleBuilder {
  private let cache: any CacheMaintaining
  private let settings: SettingNames

  /// Creates a builder whose module reads and empties the store `cache` reaches; `settings`
  /// names what a hint points to (the CLI passes its flags).
  public init(cache: any CacheMaintaining, settings: SettingNames = .plain) {
    self.cache = cache
    self.settings = settings
  }

  /// The module printing into a report of `format`; the presenter builds the `--json`
  /// document when the report prints JSON.
  public func assembleReport(format: ReportFormat) -> CacheModule<CacheReport> {
    let report = CacheReport(format: format)
    let interactor = CacheInteractor(cache: cache)
    let presenter = CachePresenter(interactor: interactor, settings: settings, sanitizer: TerminalText())
    presenter.buildsDocument = format.isJSON
    presenter.view = report
    return CacheModule(view: report, presenter: presenter, interactor: interactor)
  }
}
