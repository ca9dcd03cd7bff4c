import Observation
import TVGuideEntity

/// The detail screen's state and what the user can do on it: one show, loaded when the screen
/// is, with a retry after a failure and a way back that its assembler provides.
@Observable
@MainActor
final class ShowDetailViewModel {
  /// The show's text once it has loaded.
  private(set) var content: ShowDetailText?
  /// The screen loads its show as soon as it is loaded, so it starts out busy.
  private(set) var message = ScreenMessage.progress("Loading show…")
  private(set) var isLoading = true

  /// A detail screen always has a show, so its id is neither optional nor set late.
  @ObservationIgnored private let showID: Int
  @ObservationIgnored private let networkManager: NetworkManager
  @ObservationIgnored private let close: @MainActor () -> Void
  @ObservationIgnored private let textMapper = ShowDetailTextMapper()
  @ObservationIgnored private let errors = ErrorMessageFormatter()
  @ObservationIgnored private var canRetry = false
  /// Counts requests, so that an answer that arrives after the user left is dropped.
  @ObservationIgnored private var requestNumber = 0

  init(showID: Int, networkManager: NetworkManager, close: @escaping @MainActor () -> Void) {
    self.showID = showID
    self.networkManager = networkManager
    self.close = close
  }

  // MARK: Commands

  func load() {
    requestNumber += 1
    let request = requestNumber
    canRetry = false
    isLoading = true
    message = .progress("Loading show…")
    content = nil
    networkManager.fetchShow(id: showID) { [weak self] result in
      guard let self, request == self.requestNumber else { return }
      self.finish(result)
    }
  }

  func back() {
    requestNumber += 1
    close()
  }

  func retry() {
    guard canRetry else { return }
    load()
  }

  private func finish(_ result: Result<Show, any Error>) {
    isLoading = false
    switch result {
    case .success(let show):
      content = textMapper.text(for: show)
      message = .none
    case .failure(let error):
      message = .failure(errors.text(for: error))
      canRetry = true
    }
  }
}
