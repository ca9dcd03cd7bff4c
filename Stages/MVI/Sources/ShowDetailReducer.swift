/// The rules of the detail screen, as a pure function of the state and an intent: load the
/// show once the screen is loaded, retry after a failure, drop an answer nobody waits for.
enum ShowDetailReducer {
  static func reduce(_ state: inout ShowDetailState, _ intent: ShowDetailIntent) -> ShowDetailEffect {
    switch intent {
    case .loaded:
      return startLoading(&state)
    case .retryRequested:
      guard state.failure != nil else { return .none }
      return startLoading(&state)
    case .backRequested:
      // Gives up the load under way: its answer will be dropped.
      state.requestCount += 1
      return .close
    case .showLoaded(let request, let show):
      guard state.isLoading, request == state.requestCount else { return .none }
      state.show = show
      state.isLoading = false
      return .none
    case .showFailed(let request, let failure):
      guard state.isLoading, request == state.requestCount else { return .none }
      state.failure = failure
      state.isLoading = false
      return .none
    }
  }

  private static func startLoading(_ state: inout ShowDetailState) -> ShowDetailEffect {
    state.requestCount += 1
    state.show = nil
    state.failure = nil
    state.isLoading = true
    return .loadShow(id: state.showID, request: state.requestCount)
  }
}
