import TVGuideEntity
import TVGuideInteractor

/// The show list's index, read a page at a time, or with a status filter a stretch of pages
/// at a time: the shows loaded so far, the page to read next, and a generation that drops an
/// answer asked for before the list started over (a filter picked meanwhile).
///
/// Each load calls `changed` when it starts and when it ends, so its owner draws the list.
@MainActor
final class ShowListIndexPaging {
  /// How many shows of the filtered index to gather before showing them: more than a
  /// terminal's screen holds, so a filter that matches few shows still fills it.
  static let filteredShowsPerLoad = 50

  private(set) var state = ShowIndexState()
  /// The rows last made of the index's shows.
  private var rowMemo = ShowRowMemo()
  /// Bumped when the list starts over: an answer asked for before then is dropped.
  private var generation = 0
  private let interactor: any ShowListInteractorInput
  private let firstPage: Int
  private let errors: ErrorMessageFormatter
  private let statuses: ShowListStatusFormatter

  init(
    interactor: any ShowListInteractorInput, firstPage: Int, errors: ErrorMessageFormatter,
    statuses: ShowListStatusFormatter
  ) {
    self.interactor = interactor
    self.firstPage = firstPage
    self.errors = errors
    self.statuses = statuses
    state.nextPage = firstPage
  }

  /// Whether reaching the end of the list may load more: nothing on its way, no failure
  /// shown, and the index not ended.
  var canLoadMore: Bool {
    state.nextPage != nil && !state.isLoading && state.error == nil
  }

  /// Forgets what was loaded, and drops what is on its way, to read again from the first page.
  func restart() {
    generation += 1
    state = ShowIndexState()
    state.nextPage = firstPage
  }

  /// Forgets the failure shown, so that the next load tries again.
  func clearError() {
    state.error = nil
  }

  /// Loads exactly the next page of the index, of the filtered index with a filter. Returns
  /// `false` when there was nothing to load or a load was already under way.
  @discardableResult
  func loadNextPage(filter: ShowStatusFilter, changed: () -> Void) async -> Bool {
    guard let page = state.nextPage, !state.isLoading else { return false }
    let started = startLoading(changed)
    do {
      let loaded = try await interactor.page(page, withStatus: filter)
      guard started == generation else { return true }
      state.append(loaded)
    } catch {
      guard started == generation else { return true }
      record(error, filter: filter)
    }
    finishLoading(changed)
    return true
  }

  /// Loads pages until one has shows or the index ends (sparse catalogs have empty pages);
  /// with a status filter, reads on until a screen's worth of shows of that status is in.
  func loadMore(filter: ShowStatusFilter, changed: () -> Void) async {
    guard filter == .all else { return await loadNextStretch(filter: filter, changed: changed) }
    let (countBefore, started) = (state.shows.count, generation)
    while await loadNextPage(filter: filter, changed: changed), started == generation,
      state.shows.count == countBefore, state.error == nil
    {}
  }

  /// The shows whose episodes the source holds itself, as the whole list, of `filter`'s
  /// status; a source that can get any show's episodes has no such list, and it stays empty.
  func loadShowsWithEpisodesHeld(filter: ShowStatusFilter, changed: () -> Void) async {
    restart()
    state.isLoading = true
    changed()
    do {
      if var held = try await interactor.showsWithEpisodesHeld() {
        held.shows = held.shows.filter(filter.includes)
        state.append(held)
      }
      state.hasLoadedPage = true
    } catch {
      state.error = errors.viewModel(for: error)
    }
    state.nextPage = nil
    finishLoading(changed)
  }

  private func loadNextStretch(filter: ShowStatusFilter, changed: () -> Void) async {
    guard let page = state.nextPage, !state.isLoading else { return }
    let started = startLoading(changed)
    do {
      let stretch = try await interactor.shows(
        withStatus: filter, fromIndexPage: page, minimumCount: Self.filteredShowsPerLoad)
      guard started == generation else { return }
      state.append(stretch)
      state.error = stretch.interruption.map(errors.viewModel(for:))
    } catch {
      guard started == generation else { return }
      record(error, filter: filter)
    }
    finishLoading(changed)
  }

  private func startLoading(_ changed: () -> Void) -> Int {
    state.isLoading = true
    state.error = nil
    changed()
    return generation
  }

  private func finishLoading(_ changed: () -> Void) {
    state.isLoading = false
    changed()
  }

  /// A missing page after one loaded is the end of the index, not a failure.
  private func record(_ error: any Error, filter: ShowStatusFilter) {
    switch error {
    case ShowDataError.pageNotFound where state.hasLoadedPage:
      state.nextPage = nil
    case ShowDataError.pageNotFound(let page) where page > 0 && filter != .all:
      state.error = statuses.filteredPageNotFound(page, by: filter)
    default:
      state.error = errors.viewModel(for: error)
    }
  }

  /// The rows of the shows loaded, made by `mapper` once per show.
  func rows(by mapper: ShowRowMapper) -> [ShowRow] {
    rowMemo.rows(for: state.shows, showIDsWithEpisodesHeld: state.showIDsWithEpisodesHeld, mapper: mapper)
  }

  /// The line under the search bar while the index is shown.
  func status(filter: ShowStatusFilter) -> ShowListStatus {
    if let error = state.error {
      return ShowListStatus(
        kind: .failed, message: error.message, hint: error.hint, isRetryable: error.isRetryable)
    }
    if state.isLoading { return ShowListStatus(kind: .loading, message: statuses.loadingShows()) }
    if state.hasLoadedPage && state.shows.isEmpty {
      let message = filter == .all ? statuses.noShowsListed() : statuses.noShowsWithStatus()
      return ShowListStatus(kind: .noResults, message: message)
    }
    return ShowListStatus(
      kind: .browsing, message: statuses.browsing(marksEpisodesHeld: state.showIDsWithEpisodesHeld != nil))
  }
}
