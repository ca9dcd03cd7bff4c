import Foundation
import GRDB

/// A row of `searchQuery`: TVMaze's answer to one search, as show ids with their scores.
struct SearchQueryRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "searchQuery"

  /// One ranked match.
  struct Hit: Codable {
    var id: Int
    var score: Double?
  }

  /// The query as `key(for:)` normalises it.
  var query: String
  /// A JSON array of `Hit`, best first.
  var hits: Data
  var fetchedAt: Date

  /// Case and spacing do not change TVMaze's answer, so they do not change the key.
  static func key(for query: String) -> String {
    query.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
