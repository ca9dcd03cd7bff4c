import TVGuideInteractor

/// Answers the following use cases with what a test sets, and records the changes asked for.
public final class FollowingInteractorStub: FollowingInteractorInput, @unchecked Sendable {
  // Set before the presenter runs and read after: no two tasks touch them at once.
  public var shows: Result<[FollowedShow], ShowDataError>
  /// What the list could not give as asked, handed out with the shows.
  public var problems = FollowedShowProblems()
  /// The moment the list says it is measured from.
  public var asOf = AsOf(date: .distantPast, reason: .now)
  public private(set) var unfollowed: [[Int]] = []

  public init(shows: Result<[FollowedShow], ShowDataError> = .success([])) {
    self.shows = shows
  }

  public func followedShows() async throws -> FollowedShows {
    FollowedShows(shows: try shows.get(), problems: problems, asOf: asOf)
  }

  public func isFollowed(_ id: Int) async throws -> Bool {
    try shows.get().contains { $0.show.id == id }
  }

  public func follow(_ ids: [Int]) async throws -> [FollowedShowName] {
    ids.map { FollowedShowName(id: $0, name: "Show \($0)") }
  }

  public func unfollow(_ ids: [Int]) async throws -> [FollowedShowName] {
    unfollowed.append(ids)
    return ids.map { FollowedShowName(id: $0, name: "Show \($0)") }
  }

  public func setWatched(_ watched: Bool, _ selection: EpisodeSelection, ofShow id: Int) async throws
    -> WatchedChange
  {
    throw ShowDataError.showNotFound(id: id)
  }
}
