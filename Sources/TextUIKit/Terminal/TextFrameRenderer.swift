/// Writes rendered lines as text: with SGR styles for a terminal, or plain.
package struct TextFrameRenderer: Sendable {
  /// Whether colours are drawn (never with `NO_COLOR`).
  package var usesColor: Bool
  /// Whether bold, dim and inverse are drawn; a full screen needs inverse to show the
  /// selection even without colour.
  package var usesStyles: Bool

  package init(usesColor: Bool, usesStyles: Bool? = nil) {
    self.usesColor = usesColor
    self.usesStyles = usesStyles ?? usesColor
  }

  /// The lines with trailing spaces removed, each ending in a newline.
  package func write(_ lines: [TextLine], to output: inout some TextOutputStream) {
    for line in lines {
      output.write(text(of: line))
      output.write("\n")
    }
  }

  /// One line without its newline; plain output drops the spaces that only pad it.
  package func text(of line: TextLine) -> String {
    guard usesStyles else {
      var plain = line.spans.filter { !$0.style.contains(.cursor) }.map(\.text).joined()
      while plain.last == " " { plain.removeLast() }
      return plain
    }
    return line.spans.map(styled).joined()
  }

  private func styled(_ span: TextSpan) -> String {
    let style = usesColor ? span.style : span.style.subtracting([.accent, .warning])
    let parameters = style.sgrParameters
    guard !parameters.isEmpty else { return span.text }
    return "\u{1B}[\(parameters.joined(separator: ";"))m\(span.text)\u{1B}[0m"
  }
}
