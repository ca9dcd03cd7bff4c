import Foundation
import TVGuideInteractor

/// Runs `tvguide cache info` and `tvguide cache clear` and hands the view the outcome.
@MainActor
public final class CachePresenter {
  /// Held weakly: the view owns this presenter, or outlives it in a one-shot report.
  public weak var view: (any CacheViewInput)?
  /// Set for `--json` only: then the view model also carries the facts as `--json` writes
  /// them.
  package var buildsDocument = false
  private let interactor: any CacheInteractorInput
  private let now: @Sendable () -> Date
  private let mapper: CacheSummaryMapper
  private let errors: ErrorMessageFormatter

  /// `settings` names what an error's hint points to, as the front end names it; text from
  /// the store (its folder, SQLite's words) goes through `sanitizer`, the view's rule;
  /// `userDataLocation`, the folder of the user's own data, is said apart from the cache's.
  public init(
    interactor: any CacheInteractorInput, now: @escaping @Sendable () -> Date = Date.init,
    settings: SettingNames = .plain, sanitizer: any TextSanitizing, userDataLocation: String? = nil
  ) {
    self.interactor = interactor
    mapper = CacheSummaryMapper(sanitizer: sanitizer, userDataLocation: userDataLocation)
    errors = ErrorMessageFormatter(settings: settings, sanitizer: sanitizer)
    self.now = now
  }

  /// `cache info`: displays what the store holds.
  public func showSummary() async {
    do {
      let summary = try await interactor.summary()
      display(mapper.viewModel(for: summary, now: now()), of: summary)
    } catch {
      view?.displayError(errors.viewModel(for: error))
    }
  }

  /// `cache clear`: empties the store and displays what was removed.
  public func clear() async {
    do {
      let removed = try await interactor.clear()
      display(mapper.viewModel(forCleared: removed, now: now()), of: removed)
    } catch {
      view?.displayError(errors.viewModel(for: error))
    }
  }

  private func display(_ viewModel: CacheViewModel, of summary: CacheSummary) {
    var viewModel = viewModel
    if buildsDocument { viewModel.document = mapper.document(for: summary) }
    view?.display(viewModel)
  }
}
