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
      return Self.trimmingTrailingSpaces(line.spans.filter { !$0.style.contains(.cursor) })
    }
    return line.spans.map(styled).joined()
  }

  /// The spans' text without the spaces at its end. Rows are padded to the full width, so this
  /// runs for every printed line: it works on bytes and drops whole padding spans without
  /// joining them first.
  private static func trimmingTrailingSpaces(_ spans: [TextSpan]) -> String {
    var kept = spans[...]
    while let last = kept.last, isBlank(last.text) { kept.removeLast() }
    let plain = kept.map(\.text).joined()
    let utf8 = plain.utf8
    var end = utf8.endIndex
    while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") {
      end = utf8.index(before: end)
    }
    let trimmed = end < utf8.endIndex ? String(plain[..<end]) : plain
    let removedSpaces = kept.count < spans.count || end < utf8.endIndex
    // After a prepended mark (U+0600…) a space belongs to that character, and trimming
    // characters keeps it; only a trim that ends on ASCII is certainly the same.
    guard removedSpaces, let lastByte = trimmed.utf8.last, lastByte >= 0x80 else { return trimmed }
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
