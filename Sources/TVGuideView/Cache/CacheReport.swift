import TVGuidePresenter
import TextUIKit

/// `tvguide cache info` and `tvguide cache clear` printed once: the headline and the
/// labelled facts, or the same facts as JSON. Like every report, it keeps what it was last
/// shown and draws it when `output` is read.
@MainActor
public final class CacheReport: CacheViewInput {
  private let format: ReportFormat
  private var state = ReportState<CacheViewModel>()

  /// Creates a report that prints in `format`.
  public init(format: ReportFormat) {
    self.format = format
  }

  /// Keeps `viewModel` to print, replacing any error shown before.
  public func display(_ viewModel: CacheViewModel) {
    state.show(viewModel)
  }

  /// Keeps `error` to print, replacing any summary shown before.
  public func displayError(_ error: ErrorViewModel) {
    state.show(error)
  }

  /// What to print for what was last shown; an empty success when nothing was.
  public var output: ReportOutput {
    state.output { viewModel in format.output(json: viewModel.document) { lines(for: viewModel, width: $0) } }
  }

  private func lines(for viewModel: CacheViewModel, width: Int) -> [TextLine] {
    TextLabel(text: viewModel.headline, numberOfLines: 0).render(width: width, height: nil)
      + DetailFieldLayout().lines(for: viewModel.fields, width: width)
  }
}
