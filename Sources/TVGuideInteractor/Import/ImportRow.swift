import TVGuideEntity

/// One readable row of an export: a show by another site's id, and maybe a watched episode.
public struct ImportRow: Hashable, Sendable {
  /// The line the row starts on.
  public var line: Int
  /// The show.
  public var show: ExternalShowID
  /// The episode watched; `nil` for a row that only follows the show.
  public var episode: EpisodeKey?

  /// Creates a row.
  public init(line: Int, show: ExternalShowID, episode: EpisodeKey?) {
    self.line = line
    self.show = show
    self.episode = episode
  }
}
