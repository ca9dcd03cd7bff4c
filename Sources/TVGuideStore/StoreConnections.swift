import Foundation
import GRDB

/// The store's connections to its database: one pool for reading, and one for writing made
/// only when something is saved.
///
/// In WAL mode reading never needs the write lock, but opening a database for writing may:
/// GRDB writes an empty transaction on opening when the write-ahead log is empty, which is
/// how the log is whenever SQLite has just checkpointed it. So an existing store is opened for
/// reading only, and another program in the middle of a long save delays nothing but our own
/// saves, by `ShowStore.lockWaitSeconds` at most.
final class StoreConnections: Sendable {
  private let path: String
  /// Reads go here; the writing pool itself when the store had to be opened for writing.
  let reader: DatabasePool
  private let writing: MadeOnce<DatabasePool>

  /// Opens the database at `path`, made and prepared with `prepare` when it is new.
  init(path: String, prepare: @escaping @Sendable (Database) throws -> Void) throws {
    self.path = path
    if let reader = Self.openForReading(path) {
      self.reader = reader
      writing = MadeOnce()
      return
    }
    let writer = try Self.openForWriting(path)
    try writer.write(prepare)
    reader = writer
    writing = MadeOnce(writer)
  }

  /// The pool to write with, opened now if it was not yet. Opening may wait for another
  /// program's lock, so it waits on a thread of its own, not on one of the few that run
  /// every task of the process.
  func writer() async throws -> DatabasePool {
    if let pool = writing.madeValue { return pool }
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      Thread.detachNewThread { [self] in
        continuation.resume(with: Result { _ = try openedWriter() })
      }
    }
    // Taken from its slot under the slot's lock rather than handed over by the continuation:
    // the lock orders this task's use of the pool after the opening thread's writes for Thread
    // Sanitizer too, which reported GRDB's fields of a pool handed over as racing.
    return try openedWriter()
  }

  private func openedWriter() throws -> DatabasePool {
    try writing.value { try Self.openForWriting(path) }
  }

  /// A read-only pool on an existing store that needs no preparing; `nil` for anything else
  /// (no file, no write-ahead log yet, a new or damaged store), which opening for writing
  /// then makes, prepares or names.
  private static func openForReading(_ path: String) -> DatabasePool? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    var configuration = configuration
    configuration.readonly = true
    guard let pool = try? DatabasePool(path: path, configuration: configuration),
      (try? pool.read(StoreSchema.needsPreparing)) == false
    else { return nil }
    return pool
  }

  private static func openForWriting(_ path: String) throws -> DatabasePool {
    try DatabasePool.openedForWriting(path: path, configuration: configuration)
  }

  private static var configuration: Configuration {
    var configuration = Configuration()
    // Another process may hold the write lock for a moment; wait for it, within reason.
    configuration.busyMode = .timeout(TimeInterval(ShowStore.lockWaitSeconds))
    return configuration
  }
}
