import TVGuideInteractor

/// Runs `tvguide import FILE` and hands the view what it did.
@MainActor
public final class ImportPresenter {
  /// Held weakly: the view owns this presenter, or outlives it in a one-shot report.
  public weak var view: (any ImportViewInput)?
  /// Set for `--json` only: then the view model also carries the result as `--json` writes it.
  package var buildsDocument = false
  private let interactor: any ImportInteractorInput
  private let mapper: ImportResultMapper
  private let errors: ErrorMessageFormatter

  /// `settings` names what a hint points to; text from the file or data goes through
  /// `sanitizer`, the view's rule.
  public init(
    interactor: any ImportInteractorInput, settings: SettingNames = .plain, sanitizer: any TextSanitizing
  ) {
    self.interactor = interactor
    mapper = ImportResultMapper(sanitizer: sanitizer, settings: settings)
    errors = ErrorMessageFormatter(settings: settings, sanitizer: sanitizer)
  }

  /// Imports the export `text` and displays what was done.
  public func importExport(_ text: String) async {
    do {
      let result = try await interactor.importExport(text)
      var viewModel = mapper.viewModel(for: result)
      if buildsDocument { viewModel.document = mapper.document(for: result) }
      view?.display(viewModel)
    } catch let error as ImportFileError {
      view?.displayError(mapper.message(for: error))
    } catch {
      view?.displayError(errors.viewModel(for: error))
    }
  }
}
