import Foundation
import GRDB
import TVGuideInteractor

/// Turns SQLite, file and decoding failures into `ShowDataError.storeUnavailable` with a
/// few words on what went wrong.
enum StoreErrorTranslator {
  static func translate(_ error: any Error) -> any Error {
    switch error {
    case is ShowDataError, is CancellationError:
      return error
    case let error as DatabaseError:
      return ShowDataError.storeUnavailable(
        detail: error.message ?? "SQLite error \(error.resultCode.rawValue)")
    case is DecodingError, is EncodingError:
      return ShowDataError.storeUnavailable(detail: "a saved answer could not be read")
    case let error as CocoaError where error.code == .fileWriteNoPermission:
      return ShowDataError.storeUnavailable(detail: "no permission to write the cache folder")
    default:
      return ShowDataError.storeUnavailable(detail: "the cache folder could not be used")
    }
  }
}
