import Foundation
import GRDB

/// An episode the user marked watched, by its show, season and number.
struct WatchedEpisodeRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "watchedEpisode"

  var showID: Int
  var season: Int
  var number: Int
  var watchedAt: Date

  /// What makes a mark the same mark: its show, season and number.
  struct Key: Hashable {
    var showID: Int
    var season: Int
    var number: Int
  }

  var key: Key { Key(showID: showID, season: season, number: number) }
}
