import TVGuideEntity
import TVGuideInteractor

/// An in-memory `FollowStoring` that keeps what it is told and counts the writes, for testing
/// the modules that read and write follows and watched marks without a database.
public actor FollowStoreSpy: FollowStoring {
  /// The followed show ids, in the order they were followed.
  public private(set) var followed: [Int]
  /// The watched marks, by show.
  public private(set) var watched: [Int: Set<EpisodeKey>]
  /// How many calls wrote something (follow, unfollow, a watched mark either way).
  public private(set) var writeCount = 0
  /// Thrown by every call when set, to test a store that cannot be read.
  public var failure: (any Error)?

  /// A store that follows `followed` and holds `watched`.
  public init(followed: [Int] = [], watched: [Int: Set<EpisodeKey>] = [:]) {
    self.followed = followed
    self.watched = watched
  }

  /// Sets or clears the failure every call throws.
  public func failing(with failure: (any Error)?) {
    self.failure = failure
  }

  public func followedShowIDs() throws -> [Int] {
    try failIfAsked()
    return followed
  }

  public func follow(_ ids: [Int]) throws {
    try failIfAsked()
    writeCount += 1
    for id in ids where !followed.contains(id) { followed.append(id) }
  }

  public func unfollow(_ ids: [Int]) throws {
    try failIfAsked()
    writeCount += 1
    followed.removeAll { ids.contains($0) }
  }

  public func watchedEpisodes(ofShow showID: Int) throws -> Set<EpisodeKey> {
    try failIfAsked()
    return watched[showID] ?? []
  }

  public func markWatched(_ keys: [EpisodeKey], ofShow showID: Int) throws {
    try failIfAsked()
    writeCount += 1
    watched[showID, default: []].formUnion(keys)
  }

  public func markUnwatched(_ keys: [EpisodeKey], ofShow showID: Int) throws {
    try failIfAsked()
    writeCount += 1
    watched[showID]?.subtract(keys)
  }

  private func failIfAsked() throws {
    if let failure { throw failure }
  }
}
