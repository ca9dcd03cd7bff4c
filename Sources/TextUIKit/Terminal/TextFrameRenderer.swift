/// Writes rendered lines as text: with SGR styles for a colour terminal, or plain.
public struct TextFrameRenderer: Sendable {
  public var usesColor: Bool

  public init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// The lines with trailing spaces removed, each ending in a newline.
  public func write(_ lines: [TextLine], to output: inout some TextOutputStream) {
    for line in lines {
      output.write(text(of: line))
      output.write("\n")
    }
  }

  /// One line without its newline; plain output drops the spaces that only pad it.
  public func text(of line: TextLine) -> String {
    guard usesColor else {
      var plain = line.plainText
      while plain.last == " " { plain.removeLast() }
      return plain
    }
    return line.spans.map(styled).joined()
  }

  private func styled(_ span: TextSpan) -> String {
    let parameters = span.style.sgrParameters
    guard !parameters.isEmpty else { return span.text }
    return "\u{1B}[\(parameters.joined(separator: ";"))m\(span.text)\u{1B}[0m"
  }
}
