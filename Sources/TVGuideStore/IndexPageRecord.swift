import Foundation
import GRDB

/// A row of `indexPage`: which shows page `number` of the index held when it was fetched.
struct IndexPageRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "indexPage"

  var number: Int
  /// A JSON array of show ids, in TVMaze's order.
  var showIDs: Data
  var fetchedAt: Date
}
