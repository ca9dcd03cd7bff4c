import TVGuideEntity

/// Owns the list: the index, loaded once and page by page, and the live search shown in its
/// place while the user types. It decides what the view shows and which show a selected row
/// opens, which its router then does.
@MainActor
final class ShowListPresenter {
  /// Weak: the view controller owns this presenter.
  weak var view: (any ShowListViewInput)?
  private let interactor: any ShowListInteractorInput
  /// Strong: the presenter owns its router; the router holds the screen weakly.
  private let router: any ShowListRouterInput
  private let clock: any Clock<Duration>
  /// How long typing must pause before a search starts, so each key does not cost a request.
  private let debounce: Duration
  private let rows = ShowRowMapper()
  private let errors = ErrorMessageFormatter()
  private let sanitizer = TerminalTextSanitizer(mode: .singleLine)
  private var shows: [Show] = []
  /// The next page of the index to ask for; `nil` once the index has ended.
  private var nextPage: Int? = 0
  private var isLoading = false
  private var loadErrorMessage: String?
  /// `nil` while browsing the index.
  private var search: SearchState?
  private var searchTask: Task<Void, Never>?

  init(
    interactor: any ShowListInteractorInput, router: any ShowListRouterInput,
    clock: any Clock<Duration> = ContinuousClock(), debounce: Duration = .milliseconds(250)
  ) {
    self.interactor = interactor
    self.router = router
    self.clock = clock
    self.debounce = debounce
  }

  /// The shows on screen: the search's results while searching, else the index.
  private var displayedShows: [Show] {
    search.map { $0.results ?? [] } ?? shows
  }

  // MARK: Loading

  private func startLoadingMore() {
    guard let page = nextPage else { return }
    isLoading = true
    loadErrorMessage = nil
    render()
    Task { [weak self] in await self?.loadShows(from: page) }
  }

  /// Loads the next shows of the index from `page` on and displays them; returns once the
  /// view has the outcome.
  func loadShows(from page: Int) async {
    do {
      let slice = try await interactor.shows(from: page)
      shows += slice.shows
      nextPage = slice.nextPage
    } catch {
      loadErrorMessage = message(for: error)
    }
    isLoading = false
    render()
  }

  /// Searches for `query` and displays the answer, unless a newer search replaced this one
  /// meanwhile; returns once the view has the outcome.
  func runSearch(_ query: String) async {
    do {
      let results = try await interactor.search(query)
      guard !Task.isCancelled else { return }
      search = SearchState(query: query, results: results)
    } catch {
      guard !Task.isCancelled else { return }
      search = SearchState(query: query, errorMessage: message(for: error))
    }
    render()
  }

  private func startSearch(_ query: String, after delay: Duration) {
    searchTask?.cancel()
    search = SearchState(query: query, isLoading: true)
    render()
    searchTask = Task { [weak self, clock] in
      do { try await clock.sleep(for: delay) } catch { return }
      await self?.runSearch(query)
    }
  }

  private func message(for error: any Error) -> String {
    return errors.text(for: error)
  }

  // MARK: Rendering

  private func render() {
    view?.display(ShowListViewModel(rows: displayedShows.map(rows.row(for:)), status: status()))
  }

  private func status() -> ShowListStatus {
    if let search { return status(of: search) }
    if let loadErrorMessage { return ShowListStatus(kind: .failed, message: loadErrorMessage) }
    if isLoading { return ShowListStatus(kind: .loading, message: "Loading shows…") }
    return ShowListStatus(kind: .browsing, message: "Start typing to search")
  }

  private func status(of search: SearchState) -> ShowListStatus {
    let query = sanitizer.sanitize(search.query)
    if search.isLoading { return ShowListStatus(kind: .loading, message: "Searching for \"\(query)\"…") }
    if let errorMessage = search.errorMessage { return ShowListStatus(kind: .failed, message: errorMessage) }
    let count = search.results?.count ?? 0
    guard count > 0 else { return ShowListStatus(kind: .noResults, message: "No shows match \"\(query)\"") }
    let noun = count == 1 ? "show matches" : "shows match"
    return ShowListStatus(kind: .results, message: "\(count) \(noun) \"\(query)\"")
  }
}

// MARK: - ShowListViewOutput

extension ShowListPresenter: ShowListViewOutput {
  func viewDidLoad() {
    // Loaded once: coming back from a show keeps the list, and the search, as they were.
    startLoadingMore()
  }

  func searchTextDidChange(_ text: String) {
    guard text.contains(where: { !$0.isWhitespace }) else {
      searchTask?.cancel()
      search = nil
      render()
      return
    }
    startSearch(text, after: debounce)
  }

  func searchDidCancel() {
    searchTextDidChange("")
  }

  func didSelectRow(at index: Int) {
    let shows = displayedShows
    guard shows.indices.contains(index) else { return }
    router.openShow(id: shows[index].id)
  }

  func didReachEndOfList() {
    guard search == nil, nextPage != nil, !isLoading, loadErrorMessage == nil else { return }
    startLoadingMore()
  }

  /// Two things can fail now, so retrying asks the state which one the screen shows.
  func didRequestRetry() {
    if let search {
      startSearch(search.query, after: .zero)
    } else if loadErrorMessage != nil {
      startLoadingMore()
    }
  }
}
