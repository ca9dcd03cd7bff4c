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
  /// The longest query searched for, in characters; longer ones are cut to it. No show's
  /// name comes near, and a bound keeps a pasted megabyte from costing the search seconds.
  static let maximumQueryLength = 200
  /// The longest query searched for in bytes of UTF-8, whatever its characters carry.
  static let maximumQueryBytes = 800
  private static let queryLimit = SearchQueryLimit(characters: maximumQueryLength, bytes: maximumQueryBytes)

  /// Set by any search, even one for blank text (the CLI's `search ""`), so its error shows.
  private(set) var isActive = false
  /// The query as searched for and as the status line prints it.
  private(set) var text = ""
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
  private let sanitizer: any TextSanitizing
  private let errors: ErrorMessageFormatter
  private let statuses: ShowListStatusFormatter
  private let clock: any Clock<Duration>
  private let debounce: Duration

  init(
    interactor: any ShowListInteractorInput, sanitizer: any TextSanitizing, errors: ErrorMessageFormatter,
    statuses: ShowListStatusFormatter, clock: any Clock<Duration>, debounce: Duration
  ) {
    self.interactor = interactor
    self.sanitizer = sanitizer
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

  /// Runs one search now, without the debounce (the CLI's `search QUERY`). What is searched
  /// for is the query as the status line prints it, what the view's rule drops removed, so
  /// the answer is always about the words the user reads.
  func run(_ query: String, filter: ShowStatusFilter, changed: () -> Void) async {
    let query = searchable(query)
    generation += 1
    let started = generation
    (text, isActive, isLoading, error) = (query, true, true, nil)
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

  /// The text typed changed: returns the query to search for once typing pauses, or `nil`
  /// when the text is blank, which ends the search.
  func typed(_ typed: String) -> String? {
    let query = searchable(typed)
    generation += 1
    guard !Self.isBlank(query) else {
      (isActive, text, isLoading, results, error) = (false, "", false, nil, nil)
      return nil
    }
    (text, isActive, isLoading) = (query, true, true)
    return query
  }

  /// Returns once typing has paused for the debounce; throws when cancelled before.
  func waitForTypingToPause() async throws {
    try await clock.sleep(for: debounce)
  }

  /// The query `submitted` stands for when it is the one waiting out its debounce, so that
  /// it can be searched for at once; `nil` otherwise.
  func waitingQuery(_ submitted: String) -> String? {
    let query = searchable(submitted)
    guard !Self.isBlank(query), isLoading, query == text else { return nil }
    return query
  }

  /// The rows of the answer's shows, made by `mapper` once per show.
  func rows(by mapper: ShowRowMapper) -> [ShowRow] {
    rowMemo.rows(
      for: results?.shows ?? [], showIDsWithEpisodesHeld: results?.showIDsWithEpisodesHeld, mapper: mapper)
  }

  /// The line under the search bar while searching.
  func status() -> ShowListStatus {
    if isLoading { return ShowListStatus(kind: .loading, message: statuses.searching(for: text)) }
    if let error {
      return ShowListStatus(
        kind: .failed, message: error.message, hint: error.hint, isRetryable: error.isRetryable)
    }
    let count = results?.shows.count ?? 0
    return ShowListStatus(
      kind: count > 0 ? .results : .noResults, message: statuses.matches(count, for: text))
  }

  /// `text` as far as a search reads it: its first 64 KB, through the view's rule, cut to the
  /// query's limits of characters and bytes, without spaces at either end.
  private func searchable(_ text: String) -> String {
    let query = sanitizer.singleLine(SearchQueryLimit.readablePrefix(of: text))
    let limited = query.utf8.count > Self.maximumQueryLength ? Self.queryLimit.applied(to: query) : query
    return limited.trimmingCharacters(in: .whitespaces)
  }

  private static func isBlank(_ text: String) -> Bool {
    text.allSatisfy { $0.isWhitespace }
  }
}
