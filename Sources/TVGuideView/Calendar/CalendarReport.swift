import TVGuidePresenter

/// `tvguide calendar --ics` printed once: the calendar on standard output, and the line
/// saying what it holds on standard error, so the output is the calendar file alone.
@MainActor
public final class CalendarReport: CalendarViewInput {
  private var state = ReportState<CalendarViewModel>()

  /// Creates a report.
  public init() {}

  /// Keeps `viewModel` to print, replacing any error shown before.
  public func display(_ viewModel: CalendarViewModel) {
    state.show(viewModel)
  }

  /// Keeps `error` to print, replacing any calendar shown before.
  public func displayError(_ error: ErrorViewModel) {
    state.show(error)
  }

  /// What to print for what was last shown; an empty success when nothing was.
  public var output: ReportOutput {
    state.output { ReportOutput(standardOutput: $0.calendar, notice: $0.summary, warning: $0.warning) }
  }
}
