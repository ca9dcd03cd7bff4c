import TVGuidePresenter
import TextUIKit

/// The following commands printed once: the headline and the followed shows' rows, or the
/// same facts as JSON. Like every report, it keeps what it was last shown and draws it when
/// `output` is read.
@MainActor
public final class FollowingReport: FollowingViewInput {
  private let format: ReportFormat
  private var state = ReportState<FollowingViewModel>()

  /// Creates a report that prints in `format`.
  public init(format: ReportFormat) {
    self.format = format
  }

  /// Does nothing: a one-shot command prints only the outcome, never progress.
  public func displayLoading(_ message: String) {}

  /// Keeps `viewModel` to print, replacing any error shown before.
  public func display(_ viewModel: FollowingViewModel) {
    state.show(viewModel)
  }

  /// Keeps `error` to print, replacing anything shown before.
  public func displayError(_ error: ErrorViewModel) {
    state.show(error)
  }

  /// What to print for what was last shown; an empty success when nothing was.
  public var output: ReportOutput {
    state.output { viewModel in
      format.output(json: viewModel.document, warning: viewModel.warning) { lines(for: viewModel, width: $0) }
    }
  }

  private func lines(for viewModel: FollowingViewModel, width: Int) -> [TextLine] {
    let headline = TextLabel(text: viewModel.headline, numberOfLines: 0).render(width: width, height: nil)
    guard !viewModel.rows.isEmpty else { return headline }
    let dataSource = FollowingTableDataSource()
    dataSource.rows = viewModel.rows
    dataSource.layout.showsID = true
    let table = TextTableView()
    table.dataSource = dataSource
    table.reloadData()
    return headline + table.render(width: width, height: nil)
  }
}
