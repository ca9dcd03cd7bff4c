import Foundation
import TVGuideEntity
import TVGuideInteractor

/// The show list's live search: the query as typed, waiting out the debounce on an injected
/// clock, the answer shown, and a generation that keeps a late answer to an older query
/// from being shown.
///
/// Each search calls `changed` when it starts and when its answer is in, so its owner draws
/// the list.
@MainActor
final class ShowListSearch {
  /// Set by any search, even one for blank text (the CLI's `search ""`), so its error shows.
  private(set) var isActive = false
  /// The query as searched for; its text is what the status line prints.
  private(set) var query = SearchQuery.blank
  private(set) var isLoading = false
  private(set) var results: SearchResults?
  /// Whether the last search failed, so that retrying it has something to try again.
  var hasFailed: Bool { error != nil }
  private var error: ErrorViewModel?
  /// The rows last made of the answers' shows, apart from the index's: line mode goes back
  /// and forth between the two.
  private var rowMemo = ShowRowMemo()
  /// Bumped by every query: an answer to an older one is dropped.
  private var generation = 0
  private let interactor: any ShowListInteractorInput
  private let errors: ErrorMessageFormatter
  private let statuses: ShowListStatusFormatter
  private let clock: any Clock<Duration>
  private let debounce: Duration

  init(
    interactor: any ShowListInteractorInput, errors: ErrorMessageFormatter, statuses: ShowListStatusFormatter,
    clock: any Clock<Duration>, debounce: Duration
  ) {
    self.interactor = interactor
    self.errors = errors
    self.statuses = statuses
    self.clock = clock
    self.debounce = debounce
  }

  /// Whether the list shows the answer of a search, rather than the index.
  var showsResults: Bool { isActive && results != nil }

  /// The shows to list instead of the index's: the answer, or while the first answer of a
  /// search is on its way the index, so that typing does not blank the list.
  func shows(over index: [Show]) -> [Show] {
    guard isActive else { return index }
    return results?.shows ?? (isLoading ? index : [])
  }

  /// Runs one search now, without the debounce (the CLI's `search QUERY`), for the shows of
  /// `filter`'s status. The query was read where it was typed: it is searched as it is.
  func run(_ query: SearchQuery, filter: ShowStatusFilter, changed: () -> Void) async {
    generation += 1
    let started = generation
    (self.query, isActive, isLoading, error) = (query, true, true, nil)
    changed()
    do {
      let answer = try await interactor.search(query, status: filter)
      guard started == generation, !Task.isCancelled else { return }
      results = answer
    } catch {
      guard started == generation, !Task.isCancelled else { return }
      self.error = errors.viewModel(for: error)
    }
    isLoading = false
    changed()
  }

  /// The query typed changed: returns it to search for once typing pauses, or `nil` when it
  /// is blank, which ends the search.
  func typed(_ query: SearchQuery) -> SearchQuery? {
    generation += 1
    guard !query.isBlank else {
      (isActive, self.query, isLoading, results, error) = (false, .blank, false, nil, nil)
      return nil
    }
    (self.query, isActive, isLoading) = (query, true, true)
    return query
  }

  /// Returns once typing has paused for the debounce; throws when cancelled before.
  func waitForTypingToPause() async throws {
    try await clock.sleep(for: debounce)
  }

  /// `submitted` when it is the query waiting out its debounce, so that it can be searched for
  /// at once; `nil` otherwise.
  func waitingQuery(_ submitted: SearchQuery) -> SearchQuery? {
    guard !submitted.isBlank, isLoading, submitted == query else { return nil }
    return submitted
  }

  /// The rows of the answer's shows, made by `mapper` once per show.
  func rows(by mapper: ShowRowMapper) -> [ShowRow] {
    rowMemo.rows(
      for: results?.shows ?? [], showIDsWithEpisodesHeld: results?.showIDsWithEpisodesHeld, mapper: mapper)
  }

  /// The line under the search bar while searching.
  func status() -> ShowListStatus {
    if isLoading { return ShowListStatus(kind: .loading, message: statuses.searching(for: query.text)) }
    if let error {
      return ShowListStatus(
        kind: .failed, message: error.message, hint: error.hint, isRetryable: error.isRetryable)
    }
    let count = results?.shows.count ?? 0
    return ShowListStatus(
      kind: count > 0 ? .results : .noResults, message: statuses.matches(count, for: query.text))
  }
}
