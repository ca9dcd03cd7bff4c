/// Maps the detail's state to what the screen draws. A pure mapping; it keeps nothing.
struct ShowDetailPresenter {
  private let textMapper = ShowDetailTextMapper()
  private let errors = ErrorMessageFormatter()

  func viewModel(for state: ShowDetailState) -> ShowDetailViewModel {
    ShowDetailViewModel(
      header: state.isLoading ? nil : state.show.map(textMapper.text(for:)),
      message: message(for: state), isBusy: state.isLoading)
  }

  private func message(for state: ShowDetailState) -> ScreenMessage {
    if state.isLoading { return .progress("Loading show…") }
    guard let failure = state.failure else { return .none }
    return .failure(errors.text(for: failure.underlyingError))
  }
}
