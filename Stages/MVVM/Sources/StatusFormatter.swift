import TVGuideEntity

/// Names a show's status in words a viewer uses.
struct StatusFormatter {
  static let unknown = "Status unknown"
  private let sanitizer = TerminalTextSanitizer(mode: .singleLine)

  func text(for status: ShowStatus?) -> String {
    switch status {
    case .running: return "Running"
    case .ended: return "Ended"
    case .toBeDetermined: return "To be determined"
    case .inDevelopment: return "In development"
    case .other(let text):
      let cleaned = sanitizer.sanitize(text)
      return cleaned.isEmpty ? Self.unknown : cleaned
    case nil: return Self.unknown
    }
  }
}
