import TVGuideEntity

/// The use cases of the detail screen: a show and its seasons, following it and marking its
/// episodes watched.
public protocol ShowDetailInteractorInput: Sendable {
  /// With `season`, only that season is kept; throws `.seasonNotFound` when it does not exist.
  func detail(ofShow id: Int, season: Int?) async throws -> ShowDetail
  /// Follows show `id` (`following` true) or stops following it.
  func setFollowing(_ following: Bool, showID id: Int) async throws
  /// Marks episode `key` of show `id` watched (`watched` true) or unwatched.
  func setWatched(_ watched: Bool, episode key: EpisodeKey, showID id: Int) async throws
}
