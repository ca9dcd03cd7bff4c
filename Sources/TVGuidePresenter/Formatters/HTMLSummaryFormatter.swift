import Foundation
import HTMLText

/// Turns TVMaze's HTML summaries into plain text fit for the view: `HTMLTextReader` (its own
/// target, on libxml2) reads the markup, the view's rule cleans what it read, and the lines are
/// trimmed, with no blank line left where cleaning emptied a paragraph.
public struct HTMLSummaryFormatter: Sendable {
  private let sanitizer: any TextSanitizing

  /// Creates a formatter whose text is made fit to show by `sanitizer`, the view's rule; it
  /// keeps no state between calls.
  public init(sanitizer: any TextSanitizing) {
    self.sanitizer = sanitizer
  }

  /// Plain text, or `nil` when the HTML holds no visible text.
  public func plainText(fromHTML html: String?) -> String? {
    guard let html, !html.isEmpty else { return nil }
    // Cleaned once read: the reader hands each escape sequence on whole, so the rule sees all
    // of it and drops it all.
    let parsed = sanitizer.multiline(HTMLTextReader.plainText(fromHTML: html))
    var lines: [String] = []
    for line in parsed.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      // A paragraph left empty by sanitizing must not add a second blank line.
      if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
      lines.append(trimmed)
    }
    let text = lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
    return text.isEmpty ? nil : text
  }
}
