import Foundation
import TVGuideInteractor

/// Tells the user when what they see may be out of date: `Offline — showing data saved 2 h ago`.
public struct OriginNoticeFormatter: Sendable {
  public init() {}

  /// `nil` when the data is current (live) or was never meant to be (bundled).
  public func notice(for origin: DataOrigin, now: Date) -> String? {
    guard case .offline(let savedAt) = origin else { return nil }
    return "Offline — showing data saved \(Self.age(from: savedAt, to: now))"
  }

  private static func age(from savedAt: Date, to now: Date) -> String {
    let minutes = Int(max(0, now.timeIntervalSince(savedAt)) / 60)
    switch minutes {
    case ..<1: return "just now"
    case ..<60: return "\(minutes) min ago"
    case ..<(48 * 60): return "\(minutes / 60) h ago"
    default: return "\(minutes / (24 * 60)) days ago"
    }
  }
}
