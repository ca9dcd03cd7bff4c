import Foundation
import TVGuideEntity

/// An episode of a followed show that airs within the calendar's window.
public struct ComingEpisode: Hashable, Sendable {
  /// The show.
  public var show: Show
  /// The episode.
  public var episode: Episode
  /// When it airs: TVMaze's `airstamp`, else its air time in its channel's time zone; `nil`
  /// when neither is known, and only its day is (`episode.airdate`).
  public var airs: Date?

  /// Creates an entry.
  public init(show: Show, episode: Episode, airs: Date?) {
    self.show = show
    self.episode = episode
    self.airs = airs
  }
}
