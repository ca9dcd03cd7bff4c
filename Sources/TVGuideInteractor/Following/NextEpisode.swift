import Foundation
import TVGuideEntity

/// What comes next for a followed show.
public enum NextEpisode: Sendable, Equatable {
  /// `episode` airs at `date`, after now.
  case airs(Episode, at: Date)
  /// Nothing is scheduled yet; `episode` is the next one announced without a date, if any.
  case noDateYet(Episode?)
  /// The show has ended: nothing more will air.
  case ended

  /// When it airs; `nil` for no date yet or ended.
  public var date: Date? {
    if case .airs(_, let date) = self { date } else { nil }
  }
}
