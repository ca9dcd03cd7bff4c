import TVGuidePresenter
import TextUIKit

/// `tvguide tonight` printed once: the title, then each time slot with its episodes, the
/// followed shows' rows marked `★`; or the same schedule as JSON. The sentence for a day taken
/// because none was asked goes to standard error, so the answer itself stays the schedule.
@MainActor
public final class TonightReport: TonightViewInput {
  /// The mark of a followed show's row.
  public static let followedMark = "★"
  private let format: ReportFormat
  private var state = ReportState<TonightViewModel>()

  /// Creates a report that prints in `format`.
  public init(format: ReportFormat) {
    self.format = format
  }

  /// Keeps `viewModel` to print, replacing any error shown before.
  public func display(_ viewModel: TonightViewModel) {
    state.show(viewModel)
  }

  /// Keeps `error` to print, replacing any schedule shown before.
  public func displayError(_ error: ErrorViewModel) {
    state.show(error)
  }

  /// What to print for what was last shown; an empty success when nothing was.
  public var output: ReportOutput {
    state.output { viewModel in
      var output = format.output(json: viewModel.document) { lines(for: viewModel, width: $0) }
      output.notice = viewModel.notice
      return output
    }
  }

  private func lines(for viewModel: TonightViewModel, width: Int) -> [TextLine] {
    var lines = TextLabel(text: viewModel.title, style: .bold, numberOfLines: 0).render(
      width: width, height: nil)
    for slot in viewModel.slots {
      lines.append(TextLine(""))
      lines.append(TextLine(slot.time, style: .bold))
      lines += slot.rows.map { row($0).fitted(toWidth: width) }
    }
    if let footer = viewModel.footer {
      lines += [TextLine("")] + TextLabel(text: footer, numberOfLines: 0).render(width: width, height: nil)
    }
    return lines
  }

  private func row(_ row: TonightRow) -> TextLine {
    let mark = TextSpan(row.isFollowed ? "\(Self.followedMark) " : "  ", style: row.isFollowed ? .bold : [])
    let channel = row.channel.map { TextSpan(" · \($0)", style: .dim) }
    let show = TextSpan(row.show, style: row.isFollowed ? .bold : [])
    return TextLine([TextSpan("  "), mark, show, TextSpan("  \(row.episode)")] + [channel].compactMap { $0 })
  }
}
