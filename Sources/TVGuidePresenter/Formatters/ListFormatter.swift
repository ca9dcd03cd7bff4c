/// Joins short values such as genres into one line: `Drama · Fantasy · Adventure`.
package struct ListFormatter: Sendable {
  private let sanitizer: any TextSanitizing

  /// `sanitizer` is the view's rule for text from data.
  package init(sanitizer: any TextSanitizing) {
    self.sanitizer = sanitizer
  }

  /// `nil` when no value has visible text.
  package func text(for values: [String]) -> String? {
    let cleaned = values.map(sanitizer.singleLine(_:)).filter { !$0.isEmpty }
    return cleaned.isEmpty ? nil : cleaned.joined(separator: " · ")
  }
}
