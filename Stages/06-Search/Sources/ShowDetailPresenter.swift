import TVGuideEntity

/// Loads one show and its seasons through its interactor and hands its view the text to
/// print.
@MainActor
final class ShowDetailPresenter {
  /// Weak: the view controller owns this presenter.
  weak var view: (any ShowDetailViewInput)?
  /// A detail screen always has a show, so its id is neither optional nor set late.
  private let showID: Int
  private let interactor: any ShowDetailInteractorInput
  /// Strong: the presenter owns its router; the router holds the screen weakly.
  private let router: any ShowDetailRouterInput
  private let mapper = ShowDetailViewModelMapper()
  private let errors = ErrorMessageFormatter()
  private var loadTask: Task<Void, Never>?
  private var retryLastRequest: (() -> Void)?

  init(showID: Int, interactor: any ShowDetailInteractorInput, router: any ShowDetailRouterInput) {
    self.showID = showID
    self.interactor = interactor
    self.router = router
  }

  private func startLoading() {
    loadTask?.cancel()
    retryLastRequest = nil
    view?.displayLoading("Loading show…")
    loadTask = Task { [weak self] in await self?.loadShow() }
  }

  /// Loads the show and its seasons and displays them; returns once the view has the outcome.
  func loadShow() async {
    do {
      let detail = try await interactor.detail(ofShow: showID)
      guard !Task.isCancelled else { return }
      view?.display(mapper.viewModel(for: detail))
    } catch {
      guard !Task.isCancelled else { return }
      view?.displayError(errors.text(for: error))
      retryLastRequest = { [weak self] in self?.startLoading() }
    }
  }
}

// MARK: - ShowDetailViewOutput

extension ShowDetailPresenter: ShowDetailViewOutput {
  func viewDidLoad() {
    startLoading()
  }

  func didRequestBack() {
    loadTask?.cancel()
    router.closeShow()
  }

  func didRequestRetry() {
    retryLastRequest?()
  }
}
