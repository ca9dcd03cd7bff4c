/// The use cases of following shows: the followed shows with what comes next, following and
/// unfollowing, and watched marks.
public protocol FollowingInteractorInput: Sendable {
  /// The followed shows in the order they were followed, each with its next episode, and
  /// the shows that could not be read as asked.
  func followedShows() async throws -> FollowedShows
  /// Whether show `id` is followed.
  func isFollowed(_ id: Int) async throws -> Bool
  /// Follows the shows of `ids`; throws `.showNotFound`, following none, when one is unknown.
  func follow(_ ids: [Int]) async throws -> [FollowedShowName]
  /// Stops following the shows of `ids`; throws `.showNotFound`, changing nothing, when one
  /// is neither known to the source nor followed.
  func unfollow(_ ids: [Int]) async throws -> [FollowedShowName]
  /// Marks the episodes of `selection` of show `id` watched or unwatched; throws
  /// `.episodeNotFound`, changing nothing, when the show has no such episode.
  func setWatched(_ watched: Bool, _ selection: EpisodeSelection, ofShow id: Int) async throws
    -> WatchedChange
}
