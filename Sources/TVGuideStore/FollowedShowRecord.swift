import Foundation
import GRDB

/// A followed show as the user-data store keeps it.
struct FollowedShowRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "followedShow"

  var position: Int64?
  var showID: Int
  var followedAt: Date
}
