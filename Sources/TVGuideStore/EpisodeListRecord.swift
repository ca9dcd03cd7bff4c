import Foundation
import GRDB

/// A row of `episodeList`: every episode of one show, as TVMaze's JSON array.
struct EpisodeListRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "episodeList"

  var showID: Int
  var json: Data
  var fetchedAt: Date
}
