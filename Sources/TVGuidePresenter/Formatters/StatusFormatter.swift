import TVGuideEntity

/// Names a show's status in words a viewer uses.
package struct StatusFormatter: Sendable {
  package static let unknown = "Status unknown"
  private let sanitizer = TerminalTextSanitizer(mode: .singleLine)

  package init() {}

  package func text(for status: ShowStatus?) -> String {
    switch status {
    case .running: "Running"
    case .ended: "Ended"
    case .toBeDetermined: "To be determined"
    case .inDevelopment: "In development"
    case .other(let text): sanitizer.sanitize(text).isEmpty ? Self.unknown : sanitizer.sanitize(text)
    case nil: Self.unknown
    }
  }
}
