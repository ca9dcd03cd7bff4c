import TVGuideEntity

/// The rules of the list, as a pure function of the state and an intent: paging, the index's
/// gaps and end, errors and retry, and which show a row opens. No view, no data source, no
/// clock: a test calls it and reads the state and the effect.
enum ShowListReducer {
  static func reduce(_ state: inout ShowListState, _ intent: ShowListIntent) -> ShowListEffect {
    switch intent {
    case .appeared:
      // The original asked for the shows each time the list appeared, coming back included.
      return startLoading(&state, from: 0, replacingList: true)
    case .rowSelected(let index):
      guard state.shows.indices.contains(index) else { return .none }
      return .openShow(id: state.shows[index].id)
    case .endReached:
      guard let nextPage = state.nextPage, !state.isLoading else { return .none }
      return startLoading(&state, from: nextPage, replacingList: false)
    case .retryRequested:
      guard state.failure != nil, let request = state.request else { return .none }
      return startLoading(&state, from: request.firstPage, replacingList: request.replacingList)
    case .pageLoaded(let number, let page, let shows):
      guard let request = current(number, in: state) else { return .none }
      // The index has gaps: an empty page is skipped, so "more" always brings shows.
      if shows.isEmpty { return .loadPage(page + 1, request: number) }
      finish(&state, request, adding: shows.sorted { $0.id < $1.id }, nextPage: page + 1)
      return .none
    case .pageFailed(let number, let page, let failure):
      guard let request = current(number, in: state) else { return .none }
      if case .data(.pageNotFound) = failure, page > 0 {
        // A missing page after the first one is the end of the index, not an error.
        finish(&state, request, adding: [], nextPage: nil)
      } else {
        state.isLoading = false
        state.failure = failure
      }
      return .none
    }
  }

  private static func startLoading(
    _ state: inout ShowListState, from page: Int, replacingList: Bool
  ) -> ShowListEffect {
    state.requestCount += 1
    state.request = PageRequest(number: state.requestCount, firstPage: page, replacingList: replacingList)
    state.isLoading = true
    state.failure = nil
    return .loadPage(page, request: state.requestCount)
  }

  /// The request an answer belongs to, when it is the one under way; else the answer is stale.
  private static func current(_ number: Int, in state: ShowListState) -> PageRequest? {
    guard state.isLoading, let request = state.request, request.number == number else { return nil }
    return request
  }

  private static func finish(
    _ state: inout ShowListState, _ request: PageRequest, adding shows: [Show], nextPage: Int?
  ) {
    state.shows = request.replacingList ? shows : state.shows + shows
    state.nextPage = nextPage
    state.isLoading = false
  }
}
