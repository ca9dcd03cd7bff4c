import Foundation
import TVGuideEntity
import TVGuideInteractor

/// Owns the show list: the index loaded page by page, the live search, the status filter and
/// the selection.
///
/// Searches are debounced on an injected clock, a newer query cancels the older one, and a
/// generation number makes sure a late answer to an old query is never displayed; another
/// does the same for index pages asked for before the filter changed.
@MainActor
public final class ShowListPresenter {
  /// Held weakly: the view controller owns this presenter.
  public weak var view: (any ShowListViewInput)?
  /// Which shows the index and the search keep; `all` until the user picks a status.
  public private(set) var statusFilter: ShowStatusFilter
  /// How many shows of the filtered index to gather before showing them: more than a
  /// terminal's screen holds, so a filter that matches few shows still fills it.
  public static let filteredShowsPerLoad = 50
  private let interactor: any ShowListInteractorInput
  private let router: (any ShowListRouterInput)?
  private let clock: any Clock<Duration>
  private let debounce: Duration
  private let now: @Sendable () -> Date
  private let rows: ShowRowMapper
  /// The rows of the index and of the search, kept apart: line mode goes back and forth.
  private var indexRows = ShowRowMemo()
  private var searchRows = ShowRowMemo()
  private let errors: ErrorMessageFormatter
  private let notices = OriginNoticeFormatter()
  private let statuses: ShowListStatusFormatter
  private let sanitizer: any TextSanitizing
  /// The longest query searched for; longer ones are cut to it. No show's name comes near,
  /// and a bound keeps a pasted megabyte from costing the search seconds.
  public static let maximumQueryLength = 200

  private let firstPage: Int
  private var index = ShowIndexState()
  /// Bumped when the filter changes: an index page asked for before then is not displayed.
  private var indexGeneration = 0
  private var search = SearchState()
  /// Set by a status name no filter answers to, until the next filter or search.
  private var filterError: String?
  private var pageTask: Task<Void, Never>?
  private var searchTask: Task<Void, Never>?
  /// Set for `--json` only: then every display also carries the shows as `--json` writes
  /// them, which no screen reads.
  package var buildsDocument = false

  /// `router` is `nil` for a one-shot report, which has no screen to open; `settings` names
  /// what an error's hint points to, as the front end names it; text from data and typed
  /// queries go through `sanitizer`, the view's rule.
  public init(
    interactor: any ShowListInteractorInput, router: (any ShowListRouterInput)?,
    firstPage: Int = 0, statusFilter: ShowStatusFilter = .all, clock: any Clock<Duration> = ContinuousClock(),
    debounce: Duration = .milliseconds(250), now: @escaping @Sendable () -> Date = Date.init,
    settings: SettingNames = .plain, sanitizer: any TextSanitizing
  ) {
    self.interactor = interactor
    self.sanitizer = sanitizer
    rows = ShowRowMapper(sanitizer: sanitizer)
    statuses = ShowListStatusFormatter(sanitizer: sanitizer)
    errors = ErrorMessageFormatter(settings: settings, sanitizer: sanitizer)
    self.statusFilter = statusFilter
    self.firstPage = firstPage
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

  /// Loads exactly the next page of the index (the CLI's `shows --page N`); with a status
  /// filter, the next page of the filtered index. Returns `false` when there was nothing to
  /// load or a load was already under way.
  @discardableResult
  public func loadNextPage() async -> Bool {
    guard let page = index.nextPage, !index.isLoading else { return false }
    let (generation, filter) = startLoadingIndex()
    do {
      let loaded = try await interactor.page(page, withStatus: filter)
      guard generation == indexGeneration else { return true }
      index.append(loaded)
    } catch {
      guard generation == indexGeneration else { return true }
      record(error)
    }
    finishLoadingIndex()
    return true
  }

  private func searchableQuery(_ text: String) -> String {
    let query = sanitizer.singleLine(text)
    guard query.utf8.count > Self.maximumQueryLength else { return query }
    return String(query.prefix(Self.maximumQueryLength)).trimmingCharacters(in: .whitespaces)
  }

  /// Shows, as the whole list, the shows whose episodes the source holds itself (the CLI's
  /// `shows --with-episodes`); a source that can get any show's episodes has no such list,
  /// and the list is then left empty. The status filter applies to it as to the index.
  public func loadShowsWithEpisodesHeld() async {
    index = ShowIndexState()
    index.isLoading = true
    render()
    do {
      if var held = try await interactor.showsWithEpisodesHeld() {
        held.shows = held.shows.filter(statusFilter.includes)
        index.append(held)
      }
      index.hasLoadedPage = true
    } catch {
      index.error = errors.viewModel(for: error)
    }
    index.nextPage = nil
    index.isLoading = false
    render()
  }

  /// Loads pages until one has shows or the index ends; sparse catalogs have empty pages.
  /// With a status filter, reads on until a screen's worth of shows of that status is in.
  public func loadMoreShows() async {
    guard statusFilter == .all else {
      await loadNextStretch()
      return
    }
    let (countBefore, generation) = (index.shows.count, indexGeneration)
    while await loadNextPage(), generation == indexGeneration, index.shows.count == countBefore,
      index.error == nil
    {}
  }

  private func loadNextStretch() async {
    guard let page = index.nextPage, !index.isLoading else { return }
    let (generation, filter) = startLoadingIndex()
    do {
      let stretch = try await interactor.shows(
        withStatus: filter, fromIndexPage: page, minimumCount: Self.filteredShowsPerLoad)
      guard generation == indexGeneration else { return }
      index.append(stretch)
      index.error = stretch.interruption.map(errors.viewModel(for:))
    } catch {
      guard generation == indexGeneration else { return }
      record(error)
    }
    finishLoadingIndex()
  }

  private func startLoadingIndex() -> (generation: Int, filter: ShowStatusFilter) {
    index.isLoading = true
    index.error = nil
    render()
    return (indexGeneration, statusFilter)
  }

  private func record(_ error: any Error) {
    switch error {
    case ShowDataError.pageNotFound where index.hasLoadedPage:
      index.nextPage = nil
    case ShowDataError.pageNotFound(let page) where page > 0 && statusFilter != .all:
      index.error = statuses.filteredPageNotFound(page, by: statusFilter)
    default:
      index.error = errors.viewModel(for: error)
    }
  }

  private func finishLoadingIndex() {
    index.isLoading = false
    render()
  }

  /// Keeps only the shows of `filter`'s status, in the index and the search: both are asked
  /// again, and whatever was on its way for the previous filter is dropped. The loads draw
  /// the screen: until they start, the previous list stays rather than an empty one.
  public func setStatusFilter(_ filter: ShowStatusFilter) {
    filterError = nil
    guard filter != statusFilter else { return render() }
    statusFilter = filter
    pageTask?.cancel()
    indexGeneration += 1
    index = ShowIndexState()
    index.nextPage = firstPage
    pageTask = Task { [weak self] in await self?.loadMoreShows() }
    if search.isActive {
      let text = search.text
      searchTask?.cancel()
      searchTask = Task { [weak self] in await self?.search(text) }
    }
  }

  /// Runs one search now, without the debounce (the CLI's `search QUERY`). What is searched
  /// for is the query as the status line prints it, control characters and escape sequences
  /// removed, so the answer is always about the words the user reads.
  public func search(_ query: String) async {
    let query = searchableQuery(query)
    search.generation += 1
    let generation = search.generation
    search.text = query
    search.isActive = true
    search.isLoading = true
    search.error = nil
    render()
    do {
      let results = try await interactor.search(query, status: statusFilter)
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
    let shows = displayedShows
    var viewModel = ShowListViewModel(
      rows: displayedRows(of: shows),
      status: status(),
      notice: origin().flatMap { notices.notice(for: $0, now: now()) },
      warning: saveFailure().map(errors.unsavedWarning(for:))
    )
    if buildsDocument { viewModel.document = shows.map(rows.document(for:)) }
    return viewModel
  }

  private func displayedRows(of shows: [Show]) -> [ShowRow] {
    guard !shows.isEmpty else { return [] }
    let held = showIDsWithEpisodesHeld()
    return search.isActive && search.results != nil
      ? searchRows.rows(for: shows, showIDsWithEpisodesHeld: held, mapper: rows)
      : indexRows.rows(for: shows, showIDsWithEpisodesHeld: held, mapper: rows)
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
    if let filterError { return ShowListStatus(kind: .failed, message: filterError) }
    var status = search.isActive ? searchStatus() : indexStatus()
    if status.kind != .failed { status.message = statuses.filtered(status.message, by: statusFilter) }
    return status
  }

  private func indexStatus() -> ShowListStatus {
    if let error = index.error {
      return ShowListStatus(kind: .failed, message: error.message, hint: error.hint)
    }
    if index.isLoading { return ShowListStatus(kind: .loading, message: statuses.loadingShows()) }
    if index.hasLoadedPage && index.shows.isEmpty {
      let message = statusFilter == .all ? statuses.noShowsListed() : statuses.noShowsWithStatus()
      return ShowListStatus(kind: .noResults, message: message)
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
  /// Starts loading the first page of the index.
  public func viewDidLoad() {
    pageTask = Task { [weak self] in await self?.loadMoreShows() }
  }

  /// Searches for `text` once typing pauses for the debounce; blank text goes back to the index.
  public func searchTextDidChange(_ text: String) {
    filterError = nil
    let text = searchableQuery(text)
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

  /// Ends the search and shows the index again.
  public func searchDidCancel() {
    searchTextDidChange("")
  }

  /// Runs the search for `text` now instead of after the debounce, when it is the one waiting.
  public func searchDidSubmit(_ text: String) {
    let text = searchableQuery(text)
    guard !Self.isBlank(text), search.isLoading, text == search.text else { return }
    searchTask?.cancel()
    searchTask = Task { [weak self] in await self?.search(text) }
  }

  /// Opens the show at row `index` of the rows shown; an index out of range does nothing.
  public func didSelectRow(at index: Int) {
    let shows = displayedShows
    guard shows.indices.contains(index) else { return }
    router?.openShow(id: shows[index].id)
  }

  /// Loads the next index page, unless searching, loading, failed or at the end of the index.
  public func didReachEndOfList() {
    guard !search.isActive, index.nextPage != nil, !index.isLoading, index.error == nil else {
      return
    }
    pageTask = Task { [weak self] in await self?.loadMoreShows() }
  }

  /// Tries again what failed: the search when searching, else the next index page.
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

  /// Moves to the next status filter, back to all shows after the last.
  public func didRequestNextStatusFilter() {
    setStatusFilter(statusFilter.next)
  }

  /// Applies the status filter `name` as typed (e.g. `tbd`); an unknown name only puts an
  /// error in the status line.
  public func didRequestStatusFilter(named name: String) {
    guard let filter = ShowStatusFilter(name: name) else {
      filterError = statuses.unknownStatusFilter(sanitizer.singleLine(name))
      return render()
    }
    setStatusFilter(filter)
  }

  private static func isBlank(_ text: String) -> Bool {
    text.allSatisfy { $0.isWhitespace }
  }
}
