import TVGuideEntity

/// Owns the list: asks its interactor for shows, keeps them, decides what the view shows
/// and which show a selected row opens, which its router then does.
@MainActor
final class ShowListPresenter {
  /// Weak: the view controller owns this presenter.
  weak var view: (any ShowListViewInput)?
  private let interactor: any ShowListInteractorInput
  /// Strong: the presenter owns its router; the router holds the screen weakly.
  private let router: any ShowListRouterInput
  private let rows = ShowRowMapper()
  private let errors = ErrorMessageFormatter()
  private var shows: [Show] = []
  /// The next page of the index to ask for; `nil` once the index has ended.
  private var nextPage: Int? = 0
  private var isLoading = false
  private var loadTask: Task<Void, Never>?
  private var retryLastRequest: (() -> Void)?

  init(interactor: any ShowListInteractorInput, router: any ShowListRouterInput) {
    self.interactor = interactor
    self.router = router
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

// MARK: - ShowListViewOutput

extension ShowListPresenter: ShowListViewOutput {
  func viewDidAppear() {
    // The original asked for the shows each time the list appeared, coming back included.
    startLoading(from: 0, replacingList: true)
  }

  func didSelectRow(at index: Int) {
    guard shows.indices.contains(index) else { return }
    router.openShow(id: shows[index].id)
  }

  func didReachEndOfList() {
    guard let nextPage, !isLoading else { return }
    startLoading(from: nextPage, replacingList: false)
  }

  func didRequestRetry() {
    retryLastRequest?()
  }
}
