import TVGuidePresenter

/// `tvguide calendar --ics` printed once: the calendar on standard output, and the line
/// saying what it holds on standard error, so the output is the calendar file alone.
@MainActor
public final class CalendarReport: CalendarViewInput {
  private var viewModel: CalendarViewModel?
  private var error: ErrorViewModel?

  /// Creates a report.
  public init() {}

  /// Keeps `viewModel` to print, replacing any error shown before.
  public func display(_ viewModel: CalendarViewModel) {
    (self.viewModel, error) = (viewModel, nil)
  }

  /// Keeps `error` to print, replacing any calendar shown before.
  public func displayError(_ error: ErrorViewModel) {
    (viewModel, self.error) = (nil, error)
  }

  /// What to print for what was last shown; an empty success when nothing was.
  public var output: ReportOutput {
    if let error { return ReportOutput(standardOutput: "", errorMessage: error.message) }
    guard let viewModel else { return ReportOutput(standardOutput: "") }
    return ReportOutput(standardOutput: viewModel.calendar, notice: viewModel.summary)
  }
}
