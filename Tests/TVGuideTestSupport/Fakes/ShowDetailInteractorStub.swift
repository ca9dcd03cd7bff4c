import TVGuideEntity
import TVGuideInteractor

/// A detail interactor whose answer comes from a closure a test writes; records requests.
public actor ShowDetailInteractorStub: ShowDetailInteractorInput {
  public typealias Handler = @Sendable (Int, Int?) async throws -> ShowDetail

  private let handler: Handler
  public private(set) var requests: [(id: Int, season: Int?)] = []
  /// The follow and watched changes asked for, as `follow 82`, `unfollow 82`, `watched 82 S01E01`.
  public private(set) var changes: [String] = []

  public init(_ handler: @escaping Handler) {
    self.handler = handler
  }

  public func detail(ofShow id: Int, season: Int?) async throws -> ShowDetail {
    requests.append((id, season))
    return try await handler(id, season)
  }

  public func setFollowing(_ following: Bool, showID id: Int) async throws {
    changes.append("\(following ? "follow" : "unfollow") \(id)")
  }

  public func setWatched(_ watched: Bool, episode key: EpisodeKey, showID id: Int) async throws {
    changes.append("\(watched ? "watched" : "unwatched") \(id) S\(key.season)E\(key.number)")
  }
}
