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
    output = format.output(json: JSONDocumentEncoder().string(for: viewModel.document)) {
      lines(for: viewModel, width: $0)
    }
  }

  public func displayError(_ error: ErrorViewModel) {
    output = ReportOutput(standardOutput: "", errorMessage: error.message)
  }

  private func lines(for viewModel: CacheSummaryViewModel, width: Int) -> [TextLine] {
    TextLabel(text: viewModel.headline, numberOfLines: 0).render(width: width, height: nil)
      + DetailFieldLayout().lines(for: viewModel.fields, width: width)
  }
}
