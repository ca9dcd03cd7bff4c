import Foundation
import GRDB
import TVGuideInteractor

/// Turns SQLite, file and decoding failures into the `ShowDataError` store facts, with a few
/// words on what went wrong.
enum StoreErrorTranslator {
  /// What SQLite says of a file that is not its own or that it finds broken.
  private static let damage: [ResultCode] = [.SQLITE_NOTADB, .SQLITE_CORRUPT]

  /// The fact for `error`, cancellation passed on as it is.
  static func translate(_ error: any Error) -> any Error {
    error is CancellationError ? error : fact(for: error)
  }

  static func fact(for error: any Error) -> ShowDataError {
    switch error {
    case let error as ShowDataError:
      return error
    case let error as DatabaseError where damage.contains(error.resultCode):
      return .storeDamaged(detail: error.message ?? "SQLite error \(error.resultCode.rawValue)")
    case let error as DatabaseError:
      return .storeUnavailable(detail: error.message ?? "SQLite error \(error.resultCode.rawValue)")
    case is DecodingError, is EncodingError:
      return .storeUnavailable(detail: "a saved answer could not be read")
    case let error as CocoaError where error.code == .fileWriteNoPermission:
      return .storeUnavailable(detail: "no permission to write the cache folder")
    default:
      return .storeUnavailable(detail: "the cache folder could not be used")
    }
  }
}
