import TVGuidePresenter
import TextUIKit

/// `tvguide cache info` and `tvguide cache clear` printed once: the headline and the
/// labelled facts, or the same facts as JSON.
@MainActor
public final class CacheReport: CacheViewInput {
  private let format: ReportFormat
  public private(set) var output = ReportOutput(standardOutput: "")

  public init(format: ReportFormat) {
    self.format = format
  }

  public func display(_ viewModel: CacheSummaryViewModel) {
    switch format {
    case .json:
      output = ReportOutput(standardOutput: JSONDocumentEncoder().string(for: viewModel.document))
    case .text(let width, let usesColor):
      var text = ""
      TextFrameRenderer(usesColor: usesColor).write(lines(for: viewModel, width: width), to: &text)
      output = ReportOutput(standardOutput: text)
    }
  }

  public func displayError(_ error: ErrorViewModel) {
    output = ReportOutput(standardOutput: "", errorMessage: error.message)
  }

  private func lines(for viewModel: CacheSummaryViewModel, width: Int) -> [TextLine] {
    let labelWidth = (viewModel.fields.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2
    let fields = viewModel.fields.map { field in
      TextLine([
        TextSpan(TextFitting.pad(field.label, toWidth: labelWidth), style: .dim), TextSpan(field.value),
      ]).fitted(toWidth: width)
    }
    return TextLabel(text: viewModel.headline, numberOfLines: 0).render(width: width, height: nil) + fields
  }
}
