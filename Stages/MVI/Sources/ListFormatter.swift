/// Joins short values such as genres into one line: `Drama · Fantasy · Adventure`.
struct ListFormatter {
  private let sanitizer = TerminalTextSanitizer(mode: .singleLine)

  /// `nil` when no value has visible text.
  func text(for values: [String]) -> String? {
    let cleaned = values.map(sanitizer.sanitize).filter { !$0.isEmpty }
    return cleaned.isEmpty ? nil : cleaned.joined(separator: " · ")
  }
}
