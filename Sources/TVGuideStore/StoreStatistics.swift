import Foundation
import GRDB
import TVGuideInteractor

/// Counts, dates and file sizes of the store, for `tvguide cache info`.
enum StoreStatistics {
  static let tables = [
    ShowRecord.databaseTableName, IndexPageRecord.databaseTableName,
    EpisodeListRecord.databaseTableName, SearchQueryRecord.databaseTableName,
  ]

  static func summary(in db: Database) throws -> CacheSummary {
    let dates = tables.map { "SELECT fetchedAt FROM \($0)" }.joined(separator: " UNION ALL ")
    return CacheSummary(
      location: "",
      showCount: try ShowRecord.fetchCount(db),
      episodeListCount: try EpisodeListRecord.fetchCount(db),
      indexPageCount: try IndexPageRecord.fetchCount(db),
      searchCount: try SearchQueryRecord.fetchCount(db),
      oldestSave: try Date.fetchOne(db, sql: "SELECT MIN(fetchedAt) FROM (\(dates))"),
      newestSave: try Date.fetchOne(db, sql: "SELECT MAX(fetchedAt) FROM (\(dates))"))
  }

  /// The files' sizes added up; a missing file counts as empty.
  static func sizeOnDisk(of files: [URL]) -> Int64 {
    files.reduce(0) { total, file in
      let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
      return total + ((attributes?[.size] as? NSNumber)?.int64Value ?? 0)
    }
  }
}
