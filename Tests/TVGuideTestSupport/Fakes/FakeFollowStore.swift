import TVGuideEntity
import TVGuideInteractor

/// The user's follows and watched marks in memory, with the store's rules: following twice
/// changes nothing, unfollowing keeps the marks. Fails every call with `failure` when set.
public actor FakeFollowStore: FollowStoring {
  public private(set) var followed: [Int]
  public private(set) var watched: [Int: Set<EpisodeKey>]
  private var failure: ShowDataError?

  public init(followed: [Int] = [], watched: [Int: Set<EpisodeKey>] = [:]) {
    self.followed = followed
    self.watched = watched
  }

  public func fail(with error: ShowDataError?) {
    failure = error
  }

  public func followedShowIDs() async throws -> [Int] {
    try check()
    return followed
  }

  public func follow(_ ids: [Int]) async throws {
    try check()
    for id in ids where !followed.contains(id) { followed.append(id) }
  }

  public func unfollow(_ ids: [Int]) async throws {
    try check()
    followed.removeAll { ids.contains($0) }
  }

  public func watchedEpisodes(ofShow showID: Int) async throws -> Set<EpisodeKey> {
    try check()
    return watched[showID] ?? []
  }

  public func markWatched(_ keys: [EpisodeKey], ofShow showID: Int) async throws {
    try check()
    watched[showID, default: []].formUnion(keys)
  }

  public func markUnwatched(_ keys: [EpisodeKey], ofShow showID: Int) async throws {
    try check()
    watched[showID, default: []].subtract(keys)
  }

  private func check() throws {
    if let failure { throw failure }
  }
}
