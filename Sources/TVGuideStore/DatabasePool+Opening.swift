import Foundation
import GRDB

extension DatabasePool {
  /// Opens the database at `path` for writing, trying again for up to
  /// `ShowStore.lockWaitSeconds` while another process holds it: SQLite answers a switch to WAL
  /// mode made while another connection reads with "database is locked" at once, without
  /// waiting for the busy timeout.
  static func openedForWriting(path: String, configuration: Configuration) throws -> DatabasePool {
    let deadline = ContinuousClock.now + .seconds(ShowStore.lockWaitSeconds)
    while true {
      do {
        return try DatabasePool(path: path, configuration: configuration)
      } catch let error as DatabaseError
        where error.resultCode == .SQLITE_BUSY && ContinuousClock.now < deadline
      {
        Thread.sleep(forTimeInterval: 0.02)
      }
    }
  }
}
