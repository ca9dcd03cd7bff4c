import TVGuideEntity

/// Where the user's own data lives: the shows they follow and the episodes they have watched.
///
/// Declared here, by the interactors that call it, beside `ShowDataSource`: user data is not
/// cache, so it has a protocol of its own that clearing or rebuilding the cache never reaches.
public protocol FollowStoring: Sendable {
  /// The ids of the followed shows, in the order they were followed.
  func followedShowIDs() async throws -> [Int]

  /// Follows each show of `ids`; following a show twice changes nothing.
  func follow(_ ids: [Int]) async throws

  /// Stops following each show of `ids`; its watched marks stay.
  func unfollow(_ ids: [Int]) async throws

  /// The episodes of a show marked watched.
  func watchedEpisodes(ofShow showID: Int) async throws -> Set<EpisodeKey>

  /// Marks each episode of `keys` watched; marking one twice changes nothing.
  func markWatched(_ keys: [EpisodeKey], ofShow showID: Int) async throws

  /// Removes the watched mark of each episode of `keys`.
  func markUnwatched(_ keys: [EpisodeKey], ofShow showID: Int) async throws
}
