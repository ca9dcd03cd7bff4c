import TVGuidePresenter
import TextUIKit

/// A show printed once, for `tvguide show ID`: the detail screen's header and season table
/// drawn at full length, or the same show as JSON. Like every report, it keeps what it was
/// last shown and draws it when `output` is read.
@MainActor
public final class ShowDetailReport: ShowDetailViewInput {
  private let format: ReportFormat
  private var state = ReportState<ShowDetailViewModel>()

  /// Creates a report that prints in `format`.
  public init(format: ReportFormat) {
    self.format = format
  }

  /// Does nothing: a one-shot command prints only the outcome, never progress.
  public func displayLoading(_ message: String) {}

  /// Keeps `viewModel` to print, replacing any error shown before.
  public func display(_ viewModel: ShowDetailViewModel) {
    state.show(viewModel)
  }

  /// Keeps `error` to print, replacing any show shown before.
  public func displayError(_ error: ErrorViewModel) {
    state.show(error)
  }

  /// What to print for what was last shown; an empty success when nothing was.
  public var output: ReportOutput {
    state.output { viewModel in
      format.output(
        json: viewModel.document, capacity: Self.jsonCapacity(of: viewModel.document),
        notice: viewModel.notice, warning: viewModel.warning
      ) {
        lines(for: viewModel, width: $0)
      }
    }
  }

  /// Room for a show's JSON reserved up front, generous since room never written is never
  /// resident, while room short by a byte costs a copy of all written so far: an episode takes
  /// about 210 bytes, a season 70 more.
  private static func jsonCapacity(of document: ShowDetailDocument?) -> Int {
    guard let seasons = document?.seasons else { return 1024 }
    return 1024 + 300 * seasons.reduce(0) { $0 + $1.episodes.count } + 100 * seasons.count
  }

  private func lines(for viewModel: ShowDetailViewModel, width: Int) -> [TextLine] {
    let header = ShowDetailHeaderView(summaryLines: 0)
    var answer = viewModel
    // The warning is about the app, not the show: it goes to standard error instead.
    answer.warning = nil
    header.configure(with: answer)
    guard !viewModel.sections.isEmpty else {
      // A label, as on the detail screen: the message is longer than a narrow terminal.
      let message = TextLabel(text: viewModel.noEpisodesMessage).render(width: width, height: nil)
      return header.render(width: width, height: nil) + [TextLine()] + message
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
