import TVGuideEntity

/// Names a show's status in words a viewer uses.
package struct StatusFormatter: Sendable {
  package static let unknown = "Status unknown"
  private let sanitizer: any TextSanitizing

  /// `sanitizer` is the view's rule for text from data.
  package init(sanitizer: any TextSanitizing) {
    self.sanitizer = sanitizer
  }

  package func text(for status: ShowStatus?) -> String {
    switch status {
    case .running: "Running"
    case .ended: "Ended"
    case .toBeDetermined: "To be determined"
    case .inDevelopment: "In development"
    case .other(let text): Self.word(sanitizer.singleLine(text))
    case nil: Self.unknown
    }
  }

  /// TVMaze's own word for a status this app does not know, unless nothing of it can be shown.
  private static func word(_ cleaned: String) -> String {
    cleaned.isEmpty ? unknown : cleaned
  }
}
