import Foundation
import GRDB

/// Turns SQLite, file and decoding failures into the `StoreError` that names them, with a few
/// words on what went wrong.
enum StoreErrorTranslator {
  /// What SQLite says of a file that is not its own, that it finds broken, or whose tables
  /// are not the ones tvguide made (a missing table or column, a view, a value of the wrong
  /// type): only removing the file helps. Permissions, a full disk or a failing disk are
  /// `unavailable`: the file itself may be sound.
  private static let damage: [ResultCode] = [
    .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_ERROR, .SQLITE_MISMATCH, .SQLITE_SCHEMA, .SQLITE_FORMAT,
    .SQLITE_RANGE, .SQLITE_TOOBIG,
  ]

  /// The store error for `error`, cancellation passed on as it is.
  static func translate(_ error: any Error) -> any Error {
    error is CancellationError ? error : storeError(for: error)
  }

  static func storeError(for error: any Error) -> StoreError {
    switch error {
    case let error as StoreError:
      return error
    case let error as DatabaseError where [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode):
      return .locked(seconds: ShowStore.lockWaitSeconds)
    case let error as DatabaseError where damage.contains(error.resultCode):
      return .damaged(detail: error.message ?? "SQLite error \(error.resultCode.rawValue)")
    case let error as DatabaseError:
      return .unavailable(detail: error.message ?? "SQLite error \(error.resultCode.rawValue)")
    case is DecodingError, is RowDecodingError:
      return .damaged(detail: "a saved answer could not be read")
    case is EncodingError:
      return .unavailable(detail: "an answer could not be written")
    case let error as CocoaError where error.code == .fileWriteNoPermission:
      return .unavailable(detail: "no permission to write the cache folder")
    default:
      return .unavailable(detail: "the cache folder could not be used")
    }
  }
}
