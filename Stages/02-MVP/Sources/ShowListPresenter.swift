import TVGuideEntity

import enum TVGuideInteractor.ShowDataError

/// Owns the list: asks the network manager for pages, keeps the shows, decides what the
/// view shows and where a selection leads. The view only draws what it is handed.
@MainActor
final class ShowListPresenter {
  /// Weak: the view controller owns this presenter.
  weak var view: (any ShowListView)?
  private let networkManager: NetworkManager
  private let rows = ShowRowMapper()
  private let errors = ErrorMessageFormatter()
  private var shows: [Show] = []
  /// The next page of the index to ask for; `nil` once the index has ended.
  private var nextPage: Int? = 0
  private var isLoading = false
  private var retryLastRequest: (() -> Void)?

  init(networkManager: NetworkManager) {
    self.networkManager = networkManager
  }

  func viewDidAppear() {
    // The original asked for the shows each time the list appeared, coming back included.
    loadShows(page: 0, replacingList: true)
  }

  func didReachEndOfList() {
    guard let nextPage, !isLoading else { return }
    loadShows(page: nextPage, replacingList: false)
  }

  func didSelectShow(id: Int) {
    view?.showDetail(showID: id)
  }

  func didRequestRetry() {
    retryLastRequest?()
  }

  private func loadShows(page: Int, replacingList: Bool) {
    isLoading = true
    view?.displayLoading("Loading shows…")
    networkManager.fetchShows(page: page) { [weak self] result in
      self?.didLoad(result, page: page, replacingList: replacingList)
    }
  }

  private func didLoad(_ result: Result<[Show], any Error>, page: Int, replacingList: Bool) {
    isLoading = false
    retryLastRequest = nil
    switch result {
    case .success(let pageShows):
      let sorted = pageShows.sorted { $0.id < $1.id }
      shows = replacingList ? sorted : shows + sorted
      nextPage = page + 1
      view?.display(shows.map(rows.row(for:)))
      // The index has gaps: an empty page is skipped, so "more" always brings shows.
      if sorted.isEmpty { loadShows(page: page + 1, replacingList: false) }
    case .failure(ShowDataError.pageNotFound) where page > 0:
      nextPage = nil
      view?.display(shows.map(rows.row(for:)))
    case .failure(let error):
      view?.displayError(errors.text(for: error))
      retryLastRequest = { [weak self] in self?.loadShows(page: page, replacingList: replacingList) }
    }
  }
}
