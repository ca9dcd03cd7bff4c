import Foundation
import TVGuideEntity
import TVGuideInteractor

/// Owns the show list: the index loaded page by page, the live search and the selection.
///
/// Searches are debounced on an injected clock, a newer query cancels the older one, and a
/// generation number makes sure a late answer to an old query is never displayed.
@MainActor
public final class ShowListPresenter {
  /// Held weakly: the view controller owns this presenter.
  public weak var view: (any ShowListViewInput)?
  private let interactor: any ShowListInteractorInput
  private let router: (any ShowListRouterInput)?
  private let clock: any Clock<Duration>
  private let debounce: Duration
  private let now: @Sendable () -> Date
  private let rows = ShowRowMapper()
  private let errors = ErrorMessageFormatter()
  private let notices = OriginNoticeFormatter()
  private let statuses = ShowListStatusFormatter()
  private let sanitizer = TerminalTextSanitizer(mode: .singleLine)

  private var index = ShowIndexState()
  private var search = SearchState()
  private var pageTask: Task<Void, Never>?
  private var searchTask: Task<Void, Never>?

  /// `router` is `nil` for a one-shot report, which has no screen to open.
  public init(
    interactor: any ShowListInteractorInput, router: (any ShowListRouterInput)?,
    firstPage: Int = 0, clock: any Clock<Duration> = ContinuousClock(),
    debounce: Duration = .milliseconds(250), now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.interactor = interactor
    self.router = router
    self.clock = clock
    self.debounce = debounce
    self.now = now
    index.nextPage = firstPage
  }

  /// The shows the table shows right now: search results while searching, else the index.
  /// While the first answer of a search is on its way the index stays on screen, so typing
  /// does not blank the list.
  public var displayedShows: [Show] {
    guard search.isActive else { return index.shows }
    return search.results?.shows ?? (search.isLoading ? index.shows : [])
  }

  // MARK: Loading

  /// Loads exactly the next page of the index (the CLI's `shows --page N`). Returns `false`
  /// when there was nothing to load or a load was already under way.
  @discardableResult
  public func loadNextPage() async -> Bool {
    guard let page = index.nextPage, !index.isLoading else { return false }
    index.isLoading = true
    index.error = nil
    render()
    do {
      let loaded = try await interactor.page(page)
      index.append(loaded)
    } catch ShowDataError.pageNotFound where index.hasLoadedPage {
      index.nextPage = nil
    } catch {
      index.error = errors.viewModel(for: error)
    }
    index.isLoading = false
    render()
    return true
  }

  /// Shows, as the whole list, the shows whose episodes the source holds itself (the CLI's
  /// `shows --with-episodes`); a source that can get any show's episodes has no such list,
  /// and the list is then left empty.
  public func loadShowsWithEpisodesHeld() async {
    index = ShowIndexState()
    index.isLoading = true
    render()
    do {
      if let shows = try await interactor.showsWithEpisodesHeld() { index.append(shows) }
      index.hasLoadedPage = true
    } catch {
      index.error = errors.viewModel(for: error)
    }
    index.nextPage = nil
    index.isLoading = false
    render()
  }

  /// Loads pages until one has shows or the index ends; sparse catalogs have empty pages.
  public func loadMoreShows() async {
    let countBefore = index.shows.count
    while await loadNextPage(), index.shows.count == countBefore, index.error == nil {}
  }

  /// Runs one search now, without the debounce (the CLI's `search QUERY`). What is searched
  /// for is the query as the status line prints it, control characters and escape sequences
  /// removed, so the answer is always about the words the user reads.
  public func search(_ query: String) async {
    let query = sanitizer.sanitize(query)
    search.generation += 1
    let generation = search.generation
    search.text = query
    search.isActive = true
    search.isLoading = true
    search.error = nil
    render()
    do {
      let results = try await interactor.search(query)
      guard generation == search.generation, !Task.isCancelled else { return }
      search.results = results
    } catch {
      guard generation == search.generation, !Task.isCancelled else { return }
      search.error = errors.viewModel(for: error)
    }
    search.isLoading = false
    render()
  }

  // MARK: Rendering

  private func render() {
    view?.display(viewModel())
  }

  func viewModel() -> ShowListViewModel {
    ShowListViewModel(
      rows: displayedShows.map { rows.row(for: $0, showIDsWithEpisodesHeld: showIDsWithEpisodesHeld()) },
      status: status(),
      notice: origin().flatMap { notices.notice(for: $0, now: now()) },
      warning: saveFailure().map(errors.unsavedWarning(for:))
    )
  }

  private func origin() -> DataOrigin? {
    search.isActive ? search.results?.origin : index.origin
  }

  private func showIDsWithEpisodesHeld() -> Set<Int>? {
    search.isActive && search.results != nil
      ? search.results?.showIDsWithEpisodesHeld : index.showIDsWithEpisodesHeld
  }

  private func saveFailure() -> ShowDataError? {
    search.isActive ? search.results?.saveFailure : index.saveFailure
  }

  private func status() -> ShowListStatus {
    if search.isActive { return searchStatus() }
    if let error = index.error {
      return ShowListStatus(kind: .failed, message: error.message, hint: error.hint)
    }
    if index.isLoading { return ShowListStatus(kind: .loading, message: statuses.loadingShows()) }
    if index.hasLoadedPage && index.shows.isEmpty {
      return ShowListStatus(kind: .noResults, message: statuses.noShowsListed())
    }
    return ShowListStatus(
      kind: .browsing, message: statuses.browsing(marksEpisodesHeld: index.showIDsWithEpisodesHeld != nil))
  }

  private func searchStatus() -> ShowListStatus {
    if search.isLoading {
      return ShowListStatus(kind: .loading, message: statuses.searching(for: search.text))
    }
    if let error = search.error {
      return ShowListStatus(kind: .failed, message: error.message, hint: error.hint)
    }
    let count = search.results?.shows.count ?? 0
    return ShowListStatus(
      kind: count > 0 ? .results : .noResults, message: statuses.matches(count, for: search.text))
  }
}

// MARK: - ShowListViewOutput

extension ShowListPresenter: ShowListViewOutput {
  public func viewDidLoad() {
    pageTask = Task { [weak self] in await self?.loadMoreShows() }
  }

  public func searchTextDidChange(_ text: String) {
    let text = sanitizer.sanitize(text)
    searchTask?.cancel()
    search.generation += 1
    guard !Self.isBlank(text) else {
      search = SearchState(generation: search.generation)
      render()
      return
    }
    search.text = text
    search.isActive = true
    search.isLoading = true
    render()
    searchTask = Task { [weak self, clock, debounce] in
      do { try await clock.sleep(for: debounce) } catch { return }
      await self?.search(text)
    }
  }

  public func searchDidCancel() {
    searchTextDidChange("")
  }

  public func didSelectRow(at index: Int) {
    let shows = displayedShows
    guard shows.indices.contains(index) else { return }
    router?.openShow(id: shows[index].id)
  }

  public func didReachEndOfList() {
    guard !search.isActive, index.nextPage != nil, !index.isLoading, index.error == nil else {
      return
    }
    pageTask = Task { [weak self] in await self?.loadMoreShows() }
  }

  public func didRequestRetry() {
    if search.isActive {
      let text = search.text
      searchTask?.cancel()
      searchTask = Task { [weak self] in await self?.search(text) }
    } else {
      index.error = nil
      pageTask = Task { [weak self] in await self?.loadMoreShows() }
    }
  }

  private static func isBlank(_ text: String) -> Bool {
    text.allSatisfy { $0.isWhitespace }
  }
}
