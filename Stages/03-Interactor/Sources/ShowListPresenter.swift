import TVGuideEntity

/// Owns the list: asks its interactor for shows, keeps them, decides what the view shows
/// and where a selection leads. The view only draws what it is handed.
@MainActor
final class ShowListPresenter {
  /// Weak: the view controller owns this presenter.
  weak var view: (any ShowListView)?
  private let interactor: ShowListInteractor
  private let rows = ShowRowMapper()
  private let errors = ErrorMessageFormatter()
  private var shows: [Show] = []
  /// The next page of the index to ask for; `nil` once the index has ended.
  private var nextPage: Int? = 0
  private var isLoading = false
  private var loadTask: Task<Void, Never>?
  private var retryLastRequest: (() -> Void)?

  init(interactor: ShowListInteractor) {
    self.interactor = interactor
  }

  func viewDidAppear() {
    // The original asked for the shows each time the list appeared, coming back included.
    startLoading(from: 0, replacingList: true)
  }

  func didReachEndOfList() {
    guard let nextPage, !isLoading else { return }
    startLoading(from: nextPage, replacingList: false)
  }

  func didSelectShow(id: Int) {
    view?.showDetail(showID: id)
  }

  func didRequestRetry() {
    retryLastRequest?()
  }

  private func startLoading(from page: Int, replacingList: Bool) {
    loadTask?.cancel()
    isLoading = true
    retryLastRequest = nil
    view?.displayLoading("Loading shows…")
    loadTask = Task { [weak self] in await self?.loadShows(from: page, replacingList: replacingList) }
  }

  /// Loads shows and displays them; returns once the view has the outcome. A load replaced
  /// by a newer one displays nothing.
  func loadShows(from page: Int, replacingList: Bool) async {
    do {
      let slice = try await interactor.shows(from: page)
      guard !Task.isCancelled else { return }
      shows = replacingList ? slice.shows : shows + slice.shows
      nextPage = slice.nextPage
      isLoading = false
      view?.display(shows.map(rows.row(for:)))
    } catch {
      guard !Task.isCancelled else { return }
      isLoading = false
      view?.displayError(errors.text(for: error))
      retryLastRequest = { [weak self] in self?.startLoading(from: page, replacingList: replacingList) }
    }
  }
}
