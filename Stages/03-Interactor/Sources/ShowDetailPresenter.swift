import TVGuideEntity

/// Loads one show through its interactor and hands its view the text to print.
@MainActor
final class ShowDetailPresenter {
  /// Weak: the view controller owns this presenter.
  weak var view: (any ShowDetailView)?
  /// A detail screen always has a show, so its id is neither optional nor set late.
  private let showID: Int
  private let interactor: ShowDetailInteractor
  private let mapper = ShowDetailViewModelMapper()
  private let errors = ErrorMessageFormatter()
  private var loadTask: Task<Void, Never>?
  private var retryLastRequest: (() -> Void)?

  init(showID: Int, interactor: ShowDetailInteractor) {
    self.showID = showID
    self.interactor = interactor
  }

  func viewDidLoad() {
    startLoading()
  }

  func didRequestRetry() {
    retryLastRequest?()
  }

  private func startLoading() {
    loadTask?.cancel()
    retryLastRequest = nil
    view?.displayLoading("Loading show…")
    loadTask = Task { [weak self] in await self?.loadShow() }
  }

  /// Loads the show and displays it; returns once the view has the outcome.
  func loadShow() async {
    do {
      let show = try await interactor.show(id: showID)
      guard !Task.isCancelled else { return }
      view?.display(mapper.viewModel(for: show))
    } catch {
      guard !Task.isCancelled else { return }
      view?.displayError(errors.text(for: error))
      retryLastRequest = { [weak self] in self?.startLoading() }
    }
  }
}
