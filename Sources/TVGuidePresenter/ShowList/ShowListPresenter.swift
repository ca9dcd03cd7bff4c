import Foundation
import TVGuideEntity
import TVGuideInteractor

/// Owns the show list: what it lists, the status line and the selection. Its collaborators do
/// the work, each on its own: the index read page by page (`ShowListIndexPaging`), the live
/// search (`ShowListSearch`) and the status filter (`ShowListStatusFilter`); this presenter
/// starts their work and draws the list whenever one of them changes.
@MainActor
public final class ShowListPresenter {
  /// Held weakly: the view controller owns this presenter.
  public weak var view: (any ShowListViewInput)?
  let router: (any ShowListRouterInput)?
  private let now: @Sendable () -> Date
  let rows: ShowRowMapper
  let errors: ErrorMessageFormatter
  private let notices = OriginNoticeFormatter()
  private let index: ShowListIndexPaging
  private let search: ShowListSearch
  private var filter: ShowListStatusFilter
  private var pageTask: Task<Void, Never>?
  private var searchTask: Task<Void, Never>?
  /// Set for `--json` only: then every display also carries the shows as `--json` writes
  /// them, which no screen reads.
  package var buildsDocument = false
  /// The use cases `f` calls to follow a show of the list; `nil` where there are none.
  package var following: (any FollowingInteractorInput)?

  /// `router` is `nil` for a one-shot report, which has no screen to open; `settings` names
  /// what an error's hint points to, as the front end names it; text from data goes through
  /// `sanitizer`, the view's rule (a query comes read by it already). Searches wait out
  /// `debounce` on `clock`.
  public init(
    interactor: any ShowListInteractorInput, router: (any ShowListRouterInput)?,
    firstPage: Int = 0, statusFilter: ShowStatusFilter = .all, clock: any Clock<Duration> = ContinuousClock(),
    debounce: Duration = .milliseconds(250), now: @escaping @Sendable () -> Date = Date.init,
    settings: SettingNames = .plain, sanitizer: any TextSanitizing
  ) {
    let errors = ErrorMessageFormatter(settings: settings, sanitizer: sanitizer)
    let statuses = ShowListStatusFormatter(sanitizer: sanitizer, settings: settings)
    self.errors = errors
    rows = ShowRowMapper(sanitizer: sanitizer)
    index = ShowListIndexPaging(
      interactor: interactor, firstPage: firstPage, errors: errors, statuses: statuses)
    search = ShowListSearch(
      interactor: interactor, errors: errors, statuses: statuses, clock: clock, debounce: debounce)
    filter = ShowListStatusFilter(statusFilter, sanitizer: sanitizer, statuses: statuses)
    self.router = router
    self.now = now
  }

  /// Which shows the index and the search keep; `all` until the user picks a status.
  public var statusFilter: ShowStatusFilter { filter.current }

  /// The shows the table shows right now: search results while searching, else the index.
  public var displayedShows: [Show] { search.shows(over: index.state.shows) }

  // MARK: Loading

  /// Loads exactly the next page of the index (the CLI's `shows --page N`); with a status
  /// filter, the next page of the filtered index. Returns `false` when there was nothing to
  /// load or a load was already under way.
  @discardableResult
  public func loadNextPage() async -> Bool {
    await index.loadNextPage(filter: statusFilter, changed: render)
  }

  /// Shows, as the whole list, the shows whose episodes the source holds itself (the CLI's
  /// `shows --with-episodes`), of the filter's status.
  public func loadShowsWithEpisodesHeld() async {
    await index.loadShowsWithEpisodesHeld(filter: statusFilter, changed: render)
  }

  /// Loads pages until one has shows or the index ends; with a status filter, until a
  /// screen's worth of shows of that status is in.
  public func loadMoreShows() async {
    await index.loadMore(filter: statusFilter, changed: render)
  }

  /// Runs one search now, without the debounce (the CLI's `search QUERY`), as the front end
  /// read it.
  public func search(_ query: SearchQuery) async {
    await search.run(query, filter: statusFilter, changed: render)
  }

  /// Keeps only the shows of `filter`'s status, in the index and the search: both are asked
  /// again, and whatever was on its way for the previous filter is dropped. The loads draw
  /// the screen: until they start, the previous list stays rather than an empty one.
  public func setStatusFilter(_ filter: ShowStatusFilter) {
    guard self.filter.select(filter) else { return render() }
    pageTask?.cancel()
    index.restart()
    startLoadingMoreShows()
    if search.isActive { startSearching(search.query) }
  }

  private func startLoadingMoreShows() {
    pageTask = Task { [weak self] in await self?.loadMoreShows() }
  }

  private func startSearching(_ query: SearchQuery) {
    searchTask?.cancel()
    searchTask = Task { [weak self] in await self?.search(query) }
  }

  // MARK: Rendering

  private func render() {
    view?.display(viewModel())
  }

  func viewModel() -> ShowListViewModel {
    let shows = displayedShows
    let answer = shownAnswer()
    var viewModel = ShowListViewModel(
      rows: shows.isEmpty ? [] : search.showsResults ? search.rows(by: rows) : index.rows(by: rows),
      status: filter.decorating(search.isActive ? search.status() : index.status(filter: statusFilter)),
      notice: answer.origin.flatMap { notices.notice(for: $0, now: now()) },
      warning: answer.saveFailure.map(errors.unsavedWarning(for:))
    )
    if buildsDocument { viewModel.document = shows.map(rows.document(for:)) }
    return viewModel
  }

  /// Where the answer shown came from, and why it could not be saved, if it could not.
  private func shownAnswer() -> (origin: DataOrigin?, saveFailure: ShowDataError?) {
    guard search.isActive else { return (index.state.origin, index.state.saveFailure) }
    return (search.results?.origin, search.results?.saveFailure)
  }
}

// MARK: - ShowListViewOutput

extension ShowListPresenter: ShowListViewOutput {
  /// Starts loading the first page of the index.
  public func viewDidLoad() {
    startLoadingMoreShows()
  }

  /// Searches for `query` once typing pauses for the debounce; a blank one goes back to the index.
  public func searchTextDidChange(_ query: SearchQuery) {
    filter.forgetUnknownName()
    searchTask?.cancel()
    let query = search.typed(query)
    render()
    guard let query else { return }
    searchTask = Task { [weak self, search] in
      do { try await search.waitForTypingToPause() } catch { return }
      await self?.search(query)
    }
  }

  /// Ends the search and shows the index again.
  public func searchDidCancel() {
    searchTextDidChange(.blank)
  }

  /// Runs the search for `query` now instead of after the debounce, when it is the one waiting.
  public func searchDidSubmit(_ query: SearchQuery) {
    guard let query = search.waitingQuery(query) else { return }
    startSearching(query)
  }

  /// Opens the show at row `index` of the rows shown; an index out of range does nothing.
  public func didSelectRow(at index: Int) {
    let shows = displayedShows
    guard shows.indices.contains(index) else { return }
    router?.openShow(id: shows[index].id)
  }

  /// Loads the next index page, unless searching, loading, failed or at the end of the index.
  public func didReachEndOfList() {
    guard !search.isActive, index.canLoadMore else { return }
    startLoadingMoreShows()
  }

  /// Tries again what failed: the search when searching, else the next index page. With
  /// nothing failed there is nothing to try again: `retry` is not `more`.
  public func didRequestRetry() {
    guard search.isActive ? search.hasFailed : index.state.error != nil else { return }
    guard !search.isActive else { return startSearching(search.query) }
    index.clearError()
    startLoadingMoreShows()
  }

  /// Moves to the next status filter, back to all shows after the last.
  public func didRequestNextStatusFilter() {
    setStatusFilter(statusFilter.next)
  }

  /// Applies the status filter `name` as typed (e.g. `tbd`); an unknown name only puts an
  /// error in the status line.
  public func didRequestStatusFilter(named name: String) {
    guard let named = filter.filter(named: name) else { return render() }
    setStatusFilter(named)
  }
}
