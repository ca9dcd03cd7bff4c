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
      if usesStyles {
        output.write(line.spans.map(styled).joined())
      } else {
        Self.writeTrimmingTrailingSpaces(line.spans, to: &output)
      }
      output.write("\n")
    }
  }

  /// One line without its newline; plain output drops the spaces that only pad it.
  package func text(of line: TextLine) -> String {
    guard usesStyles else {
      var text = ""
      Self.writeTrimmingTrailingSpaces(line.spans, to: &text)
      return text
    }
    return line.spans.map(styled).joined()
  }

  /// The spans' text without the spaces at its end and without the cursor. Rows are padded
  /// to the full width, so this runs for every printed line: it works on bytes, skips whole
  /// padding spans and writes span by span, where joining each line first and trimming the
  /// copy was a good part of printing a long list.
  private static func writeTrimmingTrailingSpaces(
    _ spans: [TextSpan], to output: inout some TextOutputStream
  ) {
    guard let last = spans.lastIndex(where: { !$0.style.contains(.cursor) && !isBlank($0.text) })
    else { return }
    let lastText = spans[last].text
    let utf8 = lastText.utf8
    var end = utf8.endIndex
    while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") {
      end = utf8.index(before: end)
    }
    let removedSpaces =
      end < utf8.endIndex || spans[(last + 1)...].contains { !$0.style.contains(.cursor) }
    // After a prepended mark (U+0600…) a space belongs to that character, and trimming
    // characters keeps it; only a trim that ends on ASCII is certainly the same.
    if removedSpaces, utf8[utf8.index(before: end)] >= 0x80 {
      output.write(trimmingTrailingSpaceCharacters(spans.filter { !$0.style.contains(.cursor) }))
      return
    }
    for span in spans[..<last] where !span.style.contains(.cursor) {
      output.write(span.text)
    }
    output.write(end < utf8.endIndex ? String(lastText[..<end]) : lastText)
  }

  /// The spans' text without the space characters at its end: slower, for the rare line
  /// whose trim ends on a character outside ASCII.
  private static func trimmingTrailingSpaceCharacters(_ spans: [TextSpan]) -> String {
    var whole = spans.map(\.text).joined()
    while whole.last == " " { whole.removeLast() }
    return whole
  }

  private static func isBlank(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 == UInt8(ascii: " ") }
  }

  private func styled(_ span: TextSpan) -> String {
    let style = usesColor ? span.style : span.style.subtracting([.accent, .warning])
    let parameters = style.sgrParameters
    guard !parameters.isEmpty else { return span.text }
    return "\u{1B}[\(parameters.joined(separator: ";"))m\(span.text)\u{1B}[0m"
  }
}
