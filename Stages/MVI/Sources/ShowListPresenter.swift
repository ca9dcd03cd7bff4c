/// Maps the list's state to what the screen draws: rows through the row mapper, and the
/// message the state calls for. A pure mapping; it keeps nothing.
struct ShowListPresenter {
  private let rowMapper = ShowRowMapper()
  private let errors = ErrorMessageFormatter()

  func viewModel(for state: ShowListState) -> ShowListViewModel {
    ShowListViewModel(
      rows: state.shows.map(rowMapper.row(for:)), message: message(for: state), isBusy: state.isLoading)
  }

  private func message(for state: ShowListState) -> ScreenMessage {
    if state.isLoading { return .progress("Loading shows…") }
    guard let failure = state.failure else { return .none }
    return .failure(errors.text(for: failure.underlyingError))
  }
}
