import TextUIKit

/// The block at the top of the detail screen: the name, the genres, the labelled facts and
/// the summary. Its view controller gives it the text; it only lays the text out.
@MainActor
final class ShowDetailHeaderView: TextView {
  /// A screen shows the start of the summary; the rest would push everything below off it.
  private static let summaryLines = 6

  var title = ""
  var genres: String?
  var facts: [(label: String, value: String)] = []
  var summary = ""

  override func render(width: Int, height: Int?) -> [TextLine] {
    guard !isHidden else { return [] }
    var lines = [TextLine(title, style: .bold).fitted(toWidth: width)]
    if let genres {
      lines.append(TextLine(genres, style: .dim).fitted(toWidth: width))
    }
    lines.append(TextLine())
    lines += factLines(width: width)
    lines.append(TextLine())
    lines += TextLabel(text: summary, numberOfLines: Self.summaryLines).render(width: width, height: nil)
    return lines
  }

  /// One line per fact, the values lined up after the longest label.
  private func factLines(width: Int) -> [TextLine] {
    let labelWidth = (facts.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2
    return facts.map { fact in
      TextLine([
        TextSpan(TextFitting.pad(fact.label, toWidth: labelWidth), style: .dim),
        TextSpan(fact.value),
      ]).fitted(toWidth: width)
    }
  }
}
