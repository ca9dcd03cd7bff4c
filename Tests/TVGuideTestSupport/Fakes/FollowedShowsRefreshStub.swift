import Foundation
import TVGuideEntity
import TVGuideInteractor

/// A `FollowedShowsRefreshing` whose list of changed shows fails as a test says, and which
/// keeps saved copies of the shows a test gives it.
public actor FollowedShowsRefreshStub: FollowedShowsRefreshing {
  private let failure: ShowDataError?
  private let copies: [Int: (ShowDTO, [EpisodeDTO])]
  /// The ids each refresh was asked for.
  public private(set) var refreshed: [[Int]] = []

  /// A refresher whose list fails with `failure` (`nil`: it is read), holding `copies`, saved
  /// at `savedAt`.
  public init(
    failure: ShowDataError? = nil, copies: [Int: (ShowDTO, [EpisodeDTO])] = [:],
    savedAt: Date = Date(timeIntervalSince1970: 0)
  ) {
    self.failure = failure
    self.copies = copies
    self.savedAt = savedAt
  }

  private let savedAt: Date

  public func refresh(_ ids: [Int]) async -> ShowDataError? {
    refreshed.append(ids)
    return failure
  }

  public func savedCopy(ofShow id: Int) async -> ShowWithEpisodes? {
    guard let (show, episodes) = copies[id] else { return nil }
    return ShowWithEpisodes(
      show: Fetched(show, origin: .offline(savedAt: savedAt)),
      episodes: Fetched(episodes, origin: .offline(savedAt: savedAt)))
  }
}
