import Foundation
import GRDB
import TVGuideEntity

/// A row of `show`: one show's TVMaze JSON, its name for full-text search, and when it was
/// fetched.
struct ShowRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "show"

  var id: Int
  var name: String
  var json: Data
  var fetchedAt: Date
}

extension ShowRecord {
  init(_ show: ShowDTO, fetchedAt: Date) throws {
    self.init(
      id: show.id, name: show.name, json: try JSONWriter(style: .compact).data(for: show),
      fetchedAt: fetchedAt)
  }

  func show() throws -> ShowDTO {
    try JSONDecoder().decode(ShowDTO.self, from: json)
  }
}
