import TVGuideEntity

/// Which episodes a watched or unwatched mark is for: `S01E05`, or everything up to it.
public enum EpisodeSelection: Sendable, Equatable {
  /// That episode alone.
  case episode(EpisodeKey)
  /// Every numbered episode up to and including that one, in viewing order.
  case upTo(EpisodeKey)

  /// The episode the selection names.
  public var key: EpisodeKey {
    switch self {
    case .episode(let key), .upTo(let key): key
    }
  }
}
