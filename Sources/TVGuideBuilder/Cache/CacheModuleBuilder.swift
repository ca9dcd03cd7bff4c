import TVGuideInteractor
import TVGuidePresenter
import TVGuideView

/// Assembles the cache module, which has no screen: `tvguide cache info` and `tvguide cache
/// clear` print it once, so its presenter and interactor print into a one-shot report.
@MainActor
public struct CacheModuleBuilder {
  private let cache: any CacheMaintaining
  private let settings: SettingNames
  private let userDataLocation: String?

  /// Creates a builder whose module reads and empties the store `cache` reaches; `settings`
  /// names what a hint points to (the CLI passes its flags); `userDataLocation`, the folder of
  /// the user's own data, is said apart from the cache's.
  public init(cache: any CacheMaintaining, settings: SettingNames = .plain, userDataLocation: String? = nil) {
    self.cache = cache
    self.settings = settings
    self.userDataLocation = userDataLocation
  }

  /// The module printing into a report of `format`; the presenter builds the `--json`
  /// document when the report prints JSON.
  public func assembleReport(format: ReportFormat) -> CacheModule<CacheReport> {
    let report = CacheReport(format: format)
    let interactor = CacheInteractor(cache: cache)
    let presenter = CachePresenter(
      interactor: interactor, settings: settings, sanitizer: TerminalText(),
      userDataLocation: userDataLocation)
    presenter.buildsDocument = format.isJSON
    presenter.view = report
    return CacheModule(view: report, presenter: presenter, interactor: interactor)
  }
}
