import Foundation

/// How long ago something happened, in the words the app uses: `just now`, `12 min ago`,
/// `2 h ago`, `3 days ago`.
package struct AgeFormatter: Sendable {
  package init() {}

  package func text(since date: Date, now: Date) -> String {
    let minutes = Int(max(0, now.timeIntervalSince(date)) / 60)
    switch minutes {
    case ..<1: return "just now"
    case ..<60: return "\(minutes) min ago"
    case ..<(48 * 60): return "\(minutes / 60) h ago"
    default: return "\(minutes / (24 * 60)) days ago"
    }
  }
}
