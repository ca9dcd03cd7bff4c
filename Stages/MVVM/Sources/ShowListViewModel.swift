import Observation
import TVGuideEntity

import enum TVGuideInteractor.ShowDataError

/// The list screen's state and what the user can do on it. The view binds to the observable
/// properties and calls the commands; the view model knows no view, and opening a show is
/// a callback its assembler gives it.
@Observable
@MainActor
final class ShowListViewModel {
  /// The rows to draw, every column already text.
  private(set) var rows: [ShowRow] = []
  private(set) var message = ScreenMessage.none
  /// Busy while a page is on its way; line mode waits for it to end.
  private(set) var isLoading = false

  @ObservationIgnored private let networkManager: NetworkManager
  @ObservationIgnored private let openShow: @MainActor (Int) -> Void
  @ObservationIgnored private let rowMapper = ShowRowMapper()
  @ObservationIgnored private let errors = ErrorMessageFormatter()
  @ObservationIgnored private var shows: [Show] = []
  /// The next page of the index to ask for; `nil` once the index has ended.
  @ObservationIgnored private var nextPage: Int? = 0
  /// The request a retry repeats: the first page it asked for and whether it replaces the list.
  @ObservationIgnored private var failedRequest: (page: Int, replacingList: Bool)?
  /// Counts requests, so that the answer to one replaced by a newer one is dropped.
  @ObservationIgnored private var requestNumber = 0

  init(networkManager: NetworkManager, openShow: @escaping @MainActor (Int) -> Void) {
    self.networkManager = networkManager
    self.openShow = openShow
  }

  // MARK: Commands

  /// The screen appeared: the list starts again from the first page, coming back included,
  /// as the original did.
  func appear() {
    load(from: 0, replacingList: true)
  }

  func selectRow(at index: Int) {
    guard shows.indices.contains(index) else { return }
    openShow(shows[index].id)
  }

  func loadMore() {
    guard let nextPage, !isLoading else { return }
    load(from: nextPage, replacingList: false)
  }

  func retry() {
    guard let failedRequest else { return }
    load(from: failedRequest.page, replacingList: failedRequest.replacingList)
  }

  // MARK: Loading

  private func load(from page: Int, replacingList: Bool) {
    requestNumber += 1
    failedRequest = nil
    isLoading = true
    message = .progress("Loading shows…")
    fetch(page: page, request: requestNumber) { [weak self] result in
      self?.finish(result, from: page, replacingList: replacingList)
    }
  }

  /// Fetches from `page` on, skipping the index's empty pages; a missing page after the
  /// first one is the end of the index, not an error.
  private func fetch(
    page: Int, request: Int, completion: @escaping @MainActor (Result<[Show]?, any Error>) -> Void
  ) {
    networkManager.fetchShows(page: page) { [weak self] result in
      guard let self, request == self.requestNumber else { return }
      switch result {
      case .success(let pageShows) where pageShows.isEmpty:
        self.fetch(page: page + 1, request: request, completion: completion)
      case .success(let pageShows):
        self.nextPage = page + 1
        completion(.success(pageShows.sorted { $0.id < $1.id }))
      case .failure(ShowDataError.pageNotFound) where page > 0:
        self.nextPage = nil
        completion(.success(nil))
      case .failure(let error):
        completion(.failure(error))
      }
    }
  }

  private func finish(_ result: Result<[Show]?, any Error>, from page: Int, replacingList: Bool) {
    isLoading = false
    switch result {
    case .success(let pageShows):
      let loaded = pageShows ?? []
      shows = replacingList ? loaded : shows + loaded
      rows = shows.map(rowMapper.row(for:))
      message = .none
    case .failure(let error):
      message = .failure(errors.text(for: error))
      failedRequest = (page, replacingList)
    }
  }
}
