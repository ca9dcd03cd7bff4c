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
    output = format.output(document: viewModel.document, notice: viewModel.notice) {
      lines(for: viewModel, width: $0)
    }
  }

  public func displayError(_ error: ErrorViewModel) {
    output = ReportOutput(standardOutput: "", errorMessage: error.message)
  }

  private func lines(for viewModel: ShowDetailViewModel, width: Int) -> [TextLine] {
    let header = ShowDetailHeaderView(summaryLines: 0)
    header.configure(with: viewModel)
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
