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

  /// The headline and the as-of line, then `next`'s agenda or the other lists' table.
  private func lines(for viewModel: FollowingViewModel, width: Int) -> [TextLine] {
    let head = [viewModel.headline, viewModel.notice].compactMap { $0 }.flatMap {
      TextLabel(text: $0, numberOfLines: 0).render(width: width, height: nil)
    }
    let table = TextTableView()
    if viewModel.isAgenda {
      let dataSource = AgendaTableDataSource()
      dataSource.layout.showsID = true
      dataSource.days = viewModel.agenda
      table.dataSource = dataSource
      table.sectionSpacing = 1
      table.reloadData()
      let notListed = viewModel.notListed.map {
        TextLabel(text: $0, style: .dim, numberOfLines: 0).render(width: width, height: nil)
      }
      return head + (viewModel.agenda.isEmpty ? [] : table.render(width: width, height: nil))
        + (notListed ?? [])
    }
    guard !viewModel.rows.isEmpty else { return head }
    let dataSource = FollowingTableDataSource()
    dataSource.layout.showsID = true
    dataSource.rows = viewModel.rows
    table.dataSource = dataSource
    table.reloadData()
    return head + table.render(width: width, height: nil)
  }
}
