/// Read-only text that wraps to the width it is given, like `UILabel` with
/// `numberOfLines = 0`.
@MainActor
public final class TextLabel: TextView {
  /// The text shown, wrapped at word boundaries to the width given.
  public var text: String
  /// The style of every line of the text.
  public var style: TextStyle
  /// The most lines shown; `0` means no limit. The last line ends in `…` when text is cut.
  public var numberOfLines: Int

  /// Creates a label; by default empty, unstyled and with no line limit.
  public init(text: String = "", style: TextStyle = [], numberOfLines: Int = 0) {
    self.text = text
    self.style = style
    self.numberOfLines = numberOfLines
  }

  public override func render(width: Int, height: Int?) -> [TextLine] {
    guard !isHidden, !text.isEmpty else { return [] }
    var lines = TextFitting.wrap(text, toWidth: width)
    let limit = [numberOfLines > 0 ? numberOfLines : nil, height].compactMap { $0 }.min()
    if let limit, lines.count > limit {
      lines = Array(lines.prefix(limit))
      if let last = lines.indices.last {
        lines[last] = TextFitting.truncate(lines[last] + " …", toWidth: width)
      }
    }
    return lines.map { TextLine($0, style: style) }
  }
}
