import TVGuideEntity

/// Loads one show through the network manager and hands its view the text to print.
@MainActor
final class ShowDetailPresenter {
  /// Weak: the view controller owns this presenter.
  weak var view: (any ShowDetailView)?
  /// A detail screen always has a show, so its id is neither optional nor set late.
  private let showID: Int
  private let networkManager: NetworkManager
  private let mapper = ShowDetailViewModelMapper()
  private let errors = ErrorMessageFormatter()
  private var retryLastRequest: (() -> Void)?

  init(showID: Int, networkManager: NetworkManager) {
    self.showID = showID
    self.networkManager = networkManager
  }

  func viewDidLoad() {
    loadShow()
  }

  func didRequestRetry() {
    retryLastRequest?()
  }

  private func loadShow() {
    view?.displayLoading("Loading show…")
    networkManager.fetchShow(id: showID) { [weak self] result in
      self?.didLoad(result)
    }
  }

  private func didLoad(_ result: Result<Show, any Error>) {
    retryLastRequest = nil
    switch result {
    case .success(let show):
      view?.display(mapper.viewModel(for: show))
    case .failure(let error):
      view?.displayError(errors.text(for: error))
      retryLastRequest = { [weak self] in self?.loadShow() }
    }
  }
}
