/// Joins short values such as genres into one line: `Drama · Fantasy · Adventure`.
package struct ListFormatter: Sendable {
  private let sanitizer = TerminalTextSanitizer(mode: .singleLine)

  package init() {}

  /// `nil` when no value has visible text.
  package func text(for values: [String]) -> String? {
    let cleaned = values.map(sanitizer.sanitize).filter { !$0.isEmpty }
    return cleaned.isEmpty ? nil : cleaned.joined(separator: " · ")
  }
}
