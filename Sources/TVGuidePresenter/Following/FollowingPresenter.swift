import Foundation
import TVGuideInteractor

/// Runs the following screen and the `follow`, `unfollow`, `following`, `next`, `watched`
/// and `unwatched` commands, and hands the view what came of them.
@MainActor
public final class FollowingPresenter {
  /// Held weakly: the view controller owns this presenter, or a report outlives it.
  public weak var view: (any FollowingViewInput)?
  /// Set for `--json` only: then the view model also carries the facts as `--json` writes them.
  package var buildsDocument = false
  private let interactor: any FollowingInteractorInput
  private let router: (any FollowingRouterInput)?
  private let mapper: FollowingViewModelMapper
  private let errors: ErrorMessageFormatter
  private let problems: FollowedShowProblemsFormatter
  private let asOfNotices: AsOfNoticeFormatter
  private var shown: [FollowedShow] = []
  private var loadTask: Task<Void, Never>?

  /// `router` is `nil` for a one-shot report; times are written in `timeZone`, the process's
  /// own (`TZ`) by default; text from data goes through `sanitizer`, the view's rule.
  public init(
    interactor: any FollowingInteractorInput, router: (any FollowingRouterInput)?,
    timeZone: TimeZone = .current, settings: SettingNames = .plain, sanitizer: any TextSanitizing
  ) {
    self.interactor = interactor
    self.router = router
    mapper = FollowingViewModelMapper(sanitizer: sanitizer, timeZone: timeZone)
    errors = ErrorMessageFormatter(settings: settings, sanitizer: sanitizer)
    problems = FollowedShowProblemsFormatter(errors: errors, sanitizer: sanitizer)
    asOfNotices = AsOfNoticeFormatter(settings: settings, timeZone: timeZone)
  }

  /// `following`: the followed shows in the order followed, with their next episode.
  public func showFollowing() async {
    await load(soonestFirst: false)
  }

  /// `next` and the screen: the next episode of every followed show, soonest first.
  public func showNext() async {
    await load(soonestFirst: true)
  }

  private func load(soonestFirst: Bool) async {
    view?.displayLoading("Loading followed shows…")
    await run {
      let followed = try await self.interactor.followedShows()
      let shows = followed.shows
      guard !Task.isCancelled else { return nil }
      self.shown = soonestFirst ? FollowingViewModelMapper.soonestFirst(shows) : shows
      var viewModel = self.mapper.viewModel(for: shows, soonestFirst: soonestFirst, asOf: followed.asOf)
      viewModel.notice = shows.isEmpty ? nil : self.asOfNotices.notice(for: followed.asOf)
      viewModel.warning = self.problems.warning(for: followed.problems)
      viewModel.leftOutShowIDs = followed.problems.leftOut.map(\.id)
      if self.buildsDocument {
        viewModel.document = self.mapper.document(for: shows, soonestFirst: soonestFirst, asOf: followed.asOf)
      }
      return viewModel
    }
  }

  /// `follow ID…` (`following` true) or `unfollow ID…`.
  public func setFollowing(_ following: Bool, ids: [Int]) async {
    await run {
      let names = following ? try await self.interactor.follow(ids) : try await self.interactor.unfollow(ids)
      var viewModel = self.mapper.viewModel(forFollowed: names, following: following)
      if self.buildsDocument { viewModel.document = self.mapper.document(forFollowed: names) }
      return viewModel
    }
  }

  /// `watched ID SxxEyy` (`watched` true) or `unwatched …`, for one episode or up to one.
  public func setWatched(_ watched: Bool, _ selection: EpisodeSelection, ofShow id: Int) async {
    await run {
      let change = try await self.interactor.setWatched(watched, selection, ofShow: id)
      var viewModel = self.mapper.viewModel(for: change)
      if self.buildsDocument { viewModel.document = self.mapper.document(for: change) }
      return viewModel
    }
  }

  /// Displays what `work` gives, or its failure; nothing when it was cancelled.
  private func run(_ work: () async throws -> FollowingViewModel?) async {
    do {
      guard let viewModel = try await work(), !Task.isCancelled else { return }
      view?.display(viewModel)
    } catch {
      guard !Task.isCancelled else { return }
      view?.displayError(errors.viewModel(for: error))
    }
  }

  private func startLoading() {
    loadTask?.cancel()
    loadTask = Task { [weak self] in await self?.showNext() }
  }
}

// MARK: - FollowingViewOutput

extension FollowingPresenter: FollowingViewOutput {
  /// Loads the next episodes of the followed shows, again each time the screen shows.
  public func viewWillAppear() {
    startLoading()
  }

  /// Opens the show of the row; a row that is gone does nothing.
  public func didSelectRow(at index: Int) {
    guard shown.indices.contains(index) else { return }
    router?.openShow(id: shown[index].show.id)
  }

  /// Unfollows the show of the row, then lists the rest.
  public func didRequestUnfollow(at index: Int) {
    guard shown.indices.contains(index) else { return startLoading() }
    let id = shown[index].show.id
    loadTask?.cancel()
    loadTask = Task { [weak self] in
      guard let self else { return }
      do {
        _ = try await interactor.unfollow([id])
        await showNext()
      } catch {
        view?.displayError(errors.viewModel(for: error))
      }
    }
  }

  /// Loads the shows again, e.g. after a network failure.
  public func didRequestRetry() {
    startLoading()
  }

  /// Stops any load and asks the router to close the screen.
  public func didRequestBack() {
    loadTask?.cancel()
    router?.closeFollowing()
  }
}
