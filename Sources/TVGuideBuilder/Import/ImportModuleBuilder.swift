import TVGuideInteractor
import TVGuidePresenter
import TVGuideView

/// Assembles the import module: shows looked up through `ShowLookingUp`, follows and watched
/// marks written through `FollowStoring`, progress kept in an `ImportLookupJournaling`.
@MainActor
public struct ImportModuleBuilder {
  private let lookup: any ShowLookingUp
  private let follows: any FollowStoring
  private let journal: (any ImportLookupJournaling)?
  private let settings: SettingNames

  /// Creates a builder; without `journal` a second run looks every id up again.
  public init(
    lookup: any ShowLookingUp, follows: any FollowStoring, journal: (any ImportLookupJournaling)?,
    settings: SettingNames = .plain
  ) {
    self.lookup = lookup
    self.follows = follows
    self.journal = journal
    self.settings = settings
  }

  /// The module printing into a report of `format`.
  public func assembleReport(format: ReportFormat) -> ImportModule<ImportReport> {
    let report = ImportReport(format: format)
    let (presenter, interactor) = makePresenter()
    presenter.buildsDocument = format.isJSON
    presenter.view = report
    return ImportModule(view: report, presenter: presenter, interactor: interactor)
  }

  private func makePresenter() -> (ImportPresenter, ImportInteractor) {
    let interactor = ImportInteractor(lookup: lookup, follows: follows, journal: journal)
    let presenter = ImportPresenter(interactor: interactor, settings: settings, sanitizer: TerminalText())
    return (presenter, interactor)
  }
}
