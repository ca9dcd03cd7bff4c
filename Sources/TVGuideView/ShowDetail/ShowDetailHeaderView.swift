import TVGuidePresenter
import TextUIKit

/// The block above the episodes: name, genres, labelled facts and the summary.
@MainActor
final class ShowDetailHeaderView: TextView {
  private let summaryLines: Int
  private var viewModel: ShowDetailViewModel?

  /// `summaryLines` caps the summary on a screen; `0` prints it whole.
  init(summaryLines: Int) {
    self.summaryLines = summaryLines
  }

  func configure(with viewModel: ShowDetailViewModel) {
    self.viewModel = viewModel
  }

  override func render(width: Int, height: Int?) -> [TextLine] {
    guard let viewModel, !isHidden else { return [] }
    var lines = [TextLine(viewModel.title, style: .bold).fitted(toWidth: width)]
    if let subtitle = viewModel.subtitle {
      lines.append(TextLine(subtitle, style: .dim).fitted(toWidth: width))
    }
    for line in [viewModel.notice, viewModel.warning].compactMap({ $0 }) {
      lines.append(TextLine(line, style: .warning).fitted(toWidth: width))
    }
    lines.append(TextLine())
    lines += DetailFieldLayout().lines(for: viewModel.fields, width: width)
    lines.append(TextLine())
    lines += TextLabel(text: viewModel.summary, numberOfLines: summaryLines)
      .render(width: width, height: nil)
    return lines
  }
}
