@testable import stage6_search

/// Records what the detail presenter asks of its view, in order.
@MainActor
final class ShowDetailViewSpy: ShowDetailViewInput {
  /// One request from the presenter.
  enum Call: Equatable {
    case loading(String)
    case show(ShowDetailViewModel)
    case error(String)
  }

  private(set) var calls: [Call] = []

  func displayLoading(_ message: String) { calls.append(.loading(message)) }
  func display(_ viewModel: ShowDetailViewModel) { calls.append(.show(viewModel)) }
  func displayError(_ message: String) { calls.append(.error(message)) }
}
