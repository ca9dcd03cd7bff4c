import TVGuidePresenter
import TextUIKit

/// A show list printed once, for `tvguide shows` and `tvguide search`: the same presenter
/// and the same table as the app's list screen, drawn at full length. Like every report, it
/// keeps what it was last shown and draws it when `output` is read.
@MainActor
public final class ShowListReport: ShowListViewInput {
  private let format: ReportFormat
  private let showsStatus: Bool
  private var viewModel: ShowListViewModel?

  /// `showsStatus` prints the status line (`10 shows match "girls"`) above the rows.
  public init(format: ReportFormat, showsStatus: Bool) {
    self.format = format
    self.showsStatus = showsStatus
  }

  /// Keeps `viewModel` to print, replacing what was shown before.
  public func display(_ viewModel: ShowListViewModel) {
    self.viewModel = viewModel
  }

  /// What to print for what was last shown: a failed status becomes the error message; an
  /// empty success when nothing was shown.
  public var output: ReportOutput {
    guard let viewModel else { return ReportOutput(standardOutput: "") }
    if viewModel.status.kind == .failed {
      return ReportOutput(standardOutput: "", errorMessage: viewModel.status.message)
    }
    return format.output(
      json: viewModel.document ?? [], notice: viewModel.notice,
      warning: viewModel.warning
    ) {
      lines(for: viewModel, width: $0)
    }
  }

  private func lines(for viewModel: ShowListViewModel, width: Int) -> [TextLine] {
    var lines: [TextLine] = []
    if let notice = viewModel.notice {
      lines += TextLabel(text: notice, style: .warning).render(width: width, height: nil)
    }
    if showsStatus || viewModel.rows.isEmpty {
      lines += TextLabel(text: viewModel.status.message).render(width: width, height: nil)
    }
    let dataSource = ShowListTableDataSource()
    dataSource.rows = viewModel.rows
    dataSource.layout.showsID = true
    let table = TextTableView()
    table.dataSource = dataSource
    table.reloadData()
    return lines + table.render(width: width, height: nil)
  }
}
