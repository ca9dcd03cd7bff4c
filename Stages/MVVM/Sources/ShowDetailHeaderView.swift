import TextUIKit

/// The block at the top of the detail screen: the name, the genres, the labelled facts and
/// the summary, laid out from the text its view controller hands it.
@MainActor
final class ShowDetailHeaderView: TextView {
  /// A screen shows the start of the summary; the rest would push everything below off it.
  private static let summaryLines = 6

  private var text: ShowDetailText?

  func configure(with text: ShowDetailText) {
    self.text = text
  }

  override func render(width: Int, height: Int?) -> [TextLine] {
    guard let text, !isHidden else { return [] }
    var lines = [TextLine(text.title, style: .bold).fitted(toWidth: width)]
    if let subtitle = text.subtitle {
      lines.append(TextLine(subtitle, style: .dim).fitted(toWidth: width))
    }
    lines.append(TextLine())
    lines += fieldLines(text.fields, width: width)
    lines.append(TextLine())
    lines += TextLabel(text: text.summary, numberOfLines: Self.summaryLines)
      .render(width: width, height: nil)
    return lines
  }

  /// One line per field, the values lined up after the longest label.
  private func fieldLines(_ fields: [DetailField], width: Int) -> [TextLine] {
    let labelWidth = (fields.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2
    return fields.map { field in
      TextLine([
        TextSpan(TextFitting.pad(field.label, toWidth: labelWidth), style: .dim),
        TextSpan(field.value),
      ]).fitted(toWidth: width)
    }
  }
}
