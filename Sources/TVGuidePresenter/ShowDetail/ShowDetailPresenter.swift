import Foundation
import TVGuideEntity
import TVGuideInteractor

/// Loads one show with its seasons and hands the view a ready-to-print view model.
@MainActor
public final class ShowDetailPresenter {
  /// Held weakly: the view controller owns this presenter.
  public weak var view: (any ShowDetailViewInput)?
  private let interactor: any ShowDetailInteractorInput
  private let router: (any ShowDetailRouterInput)?
  private let showID: Int
  private let season: Int?
  private let now: @Sendable () -> Date
  private let mapper: ShowDetailViewModelMapper
  private let errors: ErrorMessageFormatter
  private var loadTask: Task<Void, Never>?
  /// The detail last shown, whose rows the user's toggles name.
  private var shown: ShowDetail?
  /// Set for `--json` only: then the view model also carries the show as `--json` writes it,
  /// which no screen reads.
  package var buildsDocument = false

  /// `router` is `nil` for a one-shot report, which has nowhere to navigate to; `settings`
  /// names what a hint points to, as the front end names it; text from data goes through
  /// `sanitizer`, the view's rule.
  public init(
    showID: Int, season: Int? = nil, interactor: any ShowDetailInteractorInput,
    router: (any ShowDetailRouterInput)?, now: @escaping @Sendable () -> Date = Date.init,
    settings: SettingNames = .plain, sanitizer: any TextSanitizing
  ) {
    mapper = ShowDetailViewModelMapper(settings: settings, sanitizer: sanitizer)
    errors = ErrorMessageFormatter(settings: settings, sanitizer: sanitizer)
    self.showID = showID
    self.season = season
    self.interactor = interactor
    self.router = router
    self.now = now
  }

  /// Loads and displays the show; returns when the view has been given the outcome. A load
  /// cancelled meanwhile (the user went back, or retried) displays nothing.
  public func load() async {
    view?.displayLoading("Loading show…")
    do {
      let detail = try await interactor.detail(ofShow: showID, season: season)
      guard !Task.isCancelled else { return }
      shown = detail
      let moment = now()
      var viewModel = mapper.viewModel(for: detail, now: moment)
      if buildsDocument { viewModel.document = mapper.document(for: detail, now: moment) }
      view?.display(viewModel)
    } catch {
      guard !Task.isCancelled else { return }
      view?.displayError(errors.viewModel(for: error))
    }
  }

  private func startLoading() {
    loadTask?.cancel()
    loadTask = Task { [weak self] in await self?.load() }
  }
}

// MARK: - ShowDetailViewOutput

extension ShowDetailPresenter: ShowDetailViewOutput {
  /// Starts loading the show; the view shows a loading message until it arrives.
  public func viewDidLoad() {
    startLoading()
  }

  /// Stops any load in progress and asks the router to close the screen.
  public func didRequestBack() {
    loadTask?.cancel()
    router?.closeShow()
  }

  /// Loads the show again from the start, e.g. after a network failure.
  public func didRequestRetry() {
    startLoading()
  }

  /// Follows the show shown, or stops following it, then shows it again.
  public func didRequestToggleFollow() {
    guard let shown else { return startLoading() }
    change { try await $0.setFollowing(!shown.isFollowed, showID: shown.show.id) }
  }

  /// Marks the numbered episode at the row watched, or unwatched, then shows the show again; a
  /// special, which has no number to mark, is shown again unmarked.
  public func didRequestToggleWatched(section: Int, row: Int) {
    guard let shown, shown.seasons.indices.contains(section),
      shown.seasons[section].episodes.indices.contains(row),
      let number = shown.seasons[section].episodes[row].number
    else { return startLoading() }
    let key = EpisodeKey(season: shown.seasons[section].episodes[row].season, number: number)
    let isWatched = shown.watched?.contains(key) ?? false
    change { try await $0.setWatched(!isWatched, episode: key, showID: shown.show.id) }
  }

  private func change(_ work: @escaping @Sendable (any ShowDetailInteractorInput) async throws -> Void) {
    loadTask?.cancel()
    loadTask = Task { [weak self, interactor] in
      do {
        try await work(interactor)
        await self?.load()
      } catch {
        guard let self else { return }
        view?.displayError(errors.viewModel(for: error))
      }
    }
  }
}
