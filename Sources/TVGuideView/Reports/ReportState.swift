import TVGuidePresenter

/// What a one-shot report was last shown, a view model or an error but never both, and how
/// either is printed; each report adds only how its view model is drawn.
struct ReportState<ViewModel> {
  private var viewModel: ViewModel?
  private var error: ErrorViewModel?

  /// Keeps `viewModel`, replacing any error shown before.
  mutating func show(_ viewModel: ViewModel) {
    (self.viewModel, error) = (viewModel, nil)
  }

  /// Keeps `error`, replacing anything shown before.
  mutating func show(_ error: ErrorViewModel) {
    (viewModel, self.error) = (nil, error)
  }

  /// The error's sentence when an error was shown last, `print`'s output for the view model
  /// when one was, and an empty success when nothing was.
  func output(_ print: (ViewModel) -> ReportOutput) -> ReportOutput {
    if let error { return ReportOutput(standardOutput: "", errorMessage: error.message) }
    guard let viewModel else { return ReportOutput(standardOutput: "") }
    return print(viewModel)
  }
}
