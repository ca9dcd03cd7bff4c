/// One line of a rendered screen: styled spans that fit the screen's width.
public struct TextLine: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The line's spans, left to right.
  public var spans: [TextSpan]

  /// Creates a line of `spans`; by default an empty line.
  public init(_ spans: [TextSpan] = []) {
    self.spans = spans
  }

  /// Creates a line of one span of `text` in `style`.
  public init(_ text: String, style: TextStyle = []) {
    self.init([TextSpan(text, style: style)])
  }

  /// Creates an unstyled line from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The line's text without its styles.
  public var plainText: String { spans.map(\.text).joined() }

  /// How many terminal columns the line takes; wide characters such as CJK count two.
  public var displayWidth: Int { spans.reduce(0) { $0 + DisplayWidth.of($1.text) } }

  /// The same line with `style` added to every span (e.g. a selected row).
  public func adding(_ style: TextStyle) -> TextLine {
    TextLine(spans.map { TextSpan($0.text, style: $0.style.union(style)) })
  }

  /// Cut to `width` columns (ending in `…`), then padded with spaces to exactly `width`.
  public func fitted(toWidth width: Int) -> TextLine {
    guard width > 0 else { return TextLine() }
    let lineWidth = displayWidth
    guard lineWidth > width else { return padded(from: lineWidth, toWidth: width) }
    let overflows = true
    var budget = overflows ? width - 1 : width
    var result: [TextSpan] = []
    for span in spans {
      var kept = ""
      for character in span.text {
        let characterWidth = DisplayWidth.of(character)
        guard characterWidth <= budget else { break }
        kept.append(character)
        budget -= characterWidth
      }
      result.append(TextSpan(kept, style: span.style))
      if overflows && DisplayWidth.of(kept) < DisplayWidth.of(span.text) {
        result.append(TextSpan(String(TextFitting.ellipsis), style: span.style))
        break
      }
    }
    let used = result.reduce(0) { $0 + DisplayWidth.of($1.text) }
    if used < width {
      let style = result.last?.style ?? []
      result.append(TextSpan(TextFitting.spaces(width - used), style: style))
    }
    return TextLine(result.filter { !$0.text.isEmpty })
  }

  /// A line that fits, kept whole (not copied a character at a time) and padded.
  private func padded(from lineWidth: Int, toWidth width: Int) -> TextLine {
    var result = spans
    if lineWidth < width {
      result.append(
        TextSpan(TextFitting.spaces(width - lineWidth), style: spans.last?.style ?? []))
    }
    return TextLine(result.filter { !$0.text.isEmpty })
  }
}
