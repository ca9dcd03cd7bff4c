import Foundation
import GRDB

/// An episode the user marked watched, by its show, season and number.
struct WatchedEpisodeRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "watchedEpisode"

  var showID: Int
  var season: Int
  var number: Int
  var watchedAt: Date
}
