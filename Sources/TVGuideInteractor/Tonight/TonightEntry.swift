import Foundation
import TVGuideEntity

/// One episode of a day's schedule, with its show and whether the user follows it.
public struct TonightEntry: Hashable, Sendable {
  /// The episode.
  public var episode: Episode
  /// Its show; `nil` when the schedule sent none.
  public var show: Show?
  /// When it airs, from TVMaze's `airstamp`; `nil` when TVMaze gave no instant.
  public var airs: Date?
  /// Whether the user follows the show.
  public var isFollowed: Bool

  /// Creates an entry from its parts.
  public init(episode: Episode, show: Show?, airs: Date?, isFollowed: Bool) {
    self.episode = episode
    self.show = show
    self.airs = airs
    self.isFollowed = isFollowed
  }
}
