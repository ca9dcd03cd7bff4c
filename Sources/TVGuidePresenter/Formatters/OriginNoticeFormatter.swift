import Foundation
import TVGuideInteractor

/// Tells the user when what they see may be out of date: `Offline — showing data saved 2 h ago`.
package struct OriginNoticeFormatter: Sendable {
  private let ages = AgeFormatter()

  package init() {}

  /// `nil` when the data is current (live) or was never meant to be (bundled).
  package func notice(for origin: DataOrigin, now: Date) -> String? {
    guard case .offline(let savedAt) = origin else { return nil }
    return "Offline — showing data saved \(ages.text(since: savedAt, now: now))"
  }
}
