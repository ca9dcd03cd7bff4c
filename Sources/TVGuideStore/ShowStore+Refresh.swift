import Foundation
import GRDB

extension ShowStore {
  /// Dates the saved copies of the shows of `ids`, and their episode lists, `fetchedAt`: they
  /// were found current without fetching them again.
  public func markFetched(_ ids: [Int], at fetchedAt: Date) async throws {
    guard !ids.isEmpty else { return }
    try await write { db in
      for table in [ShowRecord.databaseTableName, EpisodeListRecord.databaseTableName] {
        let column = table == ShowRecord.databaseTableName ? "id" : "showID"
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
        try db.execute(
          sql: "UPDATE \(table) SET fetchedAt = ? WHERE \(column) IN (\(marks))",
          arguments: StatementArguments([fetchedAt] + ids.map { $0 as any DatabaseValueConvertible }))
      }
    }
  }
}
