import Foundation
import TVGuideInteractor

/// Runs `tvguide tonight` and hands the view the day's schedule.
@MainActor
public final class TonightPresenter {
  /// Held weakly: the view owns this presenter, or outlives it in a one-shot report.
  public weak var view: (any TonightViewInput)?
  /// Set for `--json` only: then the view model also carries the schedule as `--json` writes it.
  package var buildsDocument = false
  private let interactor: any TonightInteractorInput
  private let mapper: TonightViewModelMapper
  private let errors: ErrorMessageFormatter
  private let settings: SettingNames

  /// Times are told in `timeZone`; `settings` names what a hint points to; text from data
  /// goes through `sanitizer`, the view's rule.
  public init(
    interactor: any TonightInteractorInput, timeZone: TimeZone, settings: SettingNames = .plain,
    sanitizer: any TextSanitizing
  ) {
    self.interactor = interactor
    mapper = TonightViewModelMapper(sanitizer: sanitizer, timeZone: timeZone, settings: settings)
    errors = ErrorMessageFormatter(settings: settings, sanitizer: sanitizer)
    self.settings = settings
  }

  /// Reads the schedule `query` names and displays it.
  public func load(_ query: TonightQuery) async {
    do {
      let schedule = try await interactor.schedule(for: query)
      var viewModel = mapper.viewModel(for: schedule)
      if buildsDocument { viewModel.document = mapper.document(for: schedule) }
      view?.display(viewModel)
    } catch let error as ScheduleNotHeld {
      view?.displayError(mapper.notHeldMessage(for: error, liveSource: settings.liveSource))
    } catch {
      view?.displayError(errors.viewModel(for: error))
    }
  }
}
