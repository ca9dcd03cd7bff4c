import Foundation
import GRDB
import TVGuideInteractor

/// Turns SQLite, file and decoding failures into the `ShowDataError` store facts, with a few
/// words on what went wrong.
enum StoreErrorTranslator {
  /// What SQLite says of a file that is not its own, that it finds broken, or whose tables
  /// are not the ones tvguide made (a missing table or column, a view, a value of the wrong
  /// type): only removing the file helps. Permissions, a full disk or a failing disk are
  /// `storeUnavailable`: the file itself may be sound.
  private static let damage: [ResultCode] = [
    .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_ERROR, .SQLITE_MISMATCH, .SQLITE_SCHEMA, .SQLITE_FORMAT,
    .SQLITE_RANGE, .SQLITE_TOOBIG,
  ]

  /// The fact for `error`, cancellation passed on as it is.
  static func translate(_ error: any Error) -> any Error {
    error is CancellationError ? error : fact(for: error)
  }

  static func fact(for error: any Error) -> ShowDataError {
    switch error {
    case let error as ShowDataError:
      return error
    case let error as DatabaseError where [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode):
      return .storeLocked(seconds: ShowStore.lockWaitSeconds)
    case let error as DatabaseError where damage.contains(error.resultCode):
      return .storeDamaged(detail: error.message ?? "SQLite error \(error.resultCode.rawValue)")
    case let error as DatabaseError:
      return .storeUnavailable(detail: error.message ?? "SQLite error \(error.resultCode.rawValue)")
    case is DecodingError, is RowDecodingError:
      return .storeDamaged(detail: "a saved answer could not be read")
    case is EncodingError:
      return .storeUnavailable(detail: "an answer could not be written")
    case let error as CocoaError where error.code == .fileWriteNoPermission:
      return .storeUnavailable(detail: "no permission to write the cache folder")
    default:
      return .storeUnavailable(detail: "the cache folder could not be used")
    }
  }
}
