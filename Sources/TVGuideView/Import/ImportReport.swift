import TVGuidePresenter
import TextUIKit

/// `tvguide import FILE` printed once: the headline, the shows followed, the rows not applied,
/// the shows not applied yet and the lookups; or the same result as JSON. An import that
/// stopped part way prints what it did and fails with the sentence that says why and how to
/// finish.
@MainActor
public final class ImportReport: ImportViewInput {
  private let format: ReportFormat
  private var state = ReportState<ImportViewModel>()

  /// Creates a report that prints in `format`.
  public init(format: ReportFormat) {
    self.format = format
  }

  /// Keeps `viewModel` to print, replacing any error shown before.
  public func display(_ viewModel: ImportViewModel) {
    state.show(viewModel)
  }

  /// Keeps `error` to print, replacing any result shown before.
  public func displayError(_ error: ErrorViewModel) {
    state.show(error)
  }

  /// What to print for what was last shown; an empty success when nothing was.
  public var output: ReportOutput {
    state.output { viewModel in
      var output = format.output(json: viewModel.document) { lines(for: viewModel, width: $0) }
      output.errorMessage = output.errorMessage ?? viewModel.stopped
      return output
    }
  }

  private func lines(for viewModel: ImportViewModel, width: Int) -> [TextLine] {
    func paragraph(_ text: String, style: TextStyle = []) -> [TextLine] {
      TextLabel(text: text, style: style, numberOfLines: 0).render(width: width, height: nil)
    }
    var lines = paragraph(viewModel.headline, style: .bold)
    if !viewModel.shows.isEmpty {
      lines += [TextLine(""), TextLine("Followed", style: .bold)] + viewModel.shows.flatMap { paragraph($0) }
    }
    if !viewModel.problems.isEmpty {
      lines +=
        [TextLine(""), TextLine("Not applied", style: .bold)] + viewModel.problems.flatMap { paragraph($0) }
    }
    if let notApplied = viewModel.notApplied {
      lines += [TextLine(""), TextLine("Not applied yet", style: .bold)] + paragraph(notApplied)
    }
    return lines + [TextLine("")] + paragraph(viewModel.lookups, style: .dim)
  }
}
