import Foundation
import GRDB

/// The store's write lock held by a connection of the test's own, as another program in the
/// middle of a long save holds it, until `release()`.
public final class HeldWriteLock: Sendable {
  private let queue: DatabaseQueue

  /// Takes the lock of the store in `folder` (`BEGIN IMMEDIATE`); throws when another holds it.
  public init(storeAt folder: URL) throws {
    var configuration = Configuration()
    // The transaction is meant to outlive this call: that is the point.
    configuration.allowsUnsafeTransactions = true
    queue = try DatabaseQueue(path: StoreTampering.database(in: folder).path, configuration: configuration)
    try queue.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
  }

  public func release() {
    try? queue.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
  }
}
