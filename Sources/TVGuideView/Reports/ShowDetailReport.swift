import TVGuidePresenter
import TextUIKit

/// A show printed once, for `tvguide show ID`: the detail screen's header and season table
/// drawn at full length, or the same view model as JSON.
@MainActor
public final class ShowDetailReport: ShowDetailViewInput {
  private let format: ReportFormat
  public private(set) var output = ReportOutput(standardOutput: "")

  public init(format: ReportFormat) {
    self.format = format
  }

  public func displayLoading(_ message: String) {}

  public func display(_ viewModel: ShowDetailViewModel) {
    let (notice, warning) = (viewModel.notice, viewModel.warning)
    output = format.output(
      json: JSONDocumentEncoder().string(forShow: viewModel.document), notice: notice, warning: warning
    ) {
      lines(for: viewModel, width: $0)
    }
  }

  public func displayError(_ error: ErrorViewModel) {
    output = ReportOutput(standardOutput: "", errorMessage: error.message)
  }

  private func lines(for viewModel: ShowDetailViewModel, width: Int) -> [TextLine] {
    let header = ShowDetailHeaderView(summaryLines: 0)
    var answer = viewModel
    // The warning is about the app, not the show: it goes to standard error instead.
    answer.warning = nil
    header.configure(with: answer)
    guard !viewModel.sections.isEmpty else {
      return header.render(width: width, height: nil) + [TextLine(), TextLine(viewModel.noEpisodesMessage)]
    }
    let dataSource = SeasonTableDataSource()
    dataSource.sections = viewModel.sections
    let table = TextTableView()
    table.sectionSpacing = 1
    table.dataSource = dataSource
    table.reloadData()
    let stack = TextStackView(arrangedSubviews: [header, table], spacing: 1)
    return stack.render(width: width, height: nil)
  }
}
