import Foundation
import GRDB

/// What a user store holds, read whole: its follows and watched marks, to tell whether one
/// store holds anything another lacks.
struct UserDataContents {
  private let follows: Set<Int>
  private let watched: Set<WatchedEpisodeRecord.Key>

  /// Reads the store at `path` through a read-only connection, changing nothing.
  init(path: URL) throws {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(TimeInterval(ShowStore.lockWaitSeconds))
    let queue = try DatabaseQueue(path: path.path, configuration: configuration)
    defer { try? queue.close() }
    (follows, watched) = try queue.read { db in
      guard try db.tableExists(FollowedShowRecord.databaseTableName) else { return ([], []) }
      let follows = try Int.fetchSet(db, sql: "SELECT showID FROM \(FollowedShowRecord.databaseTableName)")
      let watched = try WatchedEpisodeRecord.fetchAll(db).map(\.key)
      return (follows, Set(watched))
    }
  }

  /// Whether every follow and mark of this store is in `other`.
  func isSubset(of other: UserDataContents) -> Bool {
    follows.isSubset(of: other.follows) && watched.isSubset(of: other.watched)
  }
}
