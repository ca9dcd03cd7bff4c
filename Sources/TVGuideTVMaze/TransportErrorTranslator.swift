import Foundation
import TVGuideInteractor

/// Turns what an `HTTPExchange` throws into the facts the app can put into words.
struct TransportErrorTranslator {
  let host: String

  func translate(_ error: any Error) -> any Error {
    switch error {
    case is ShowDataError, is CancellationError:
      return error
    case let failure as TransferFailure:
      return translate(failure)
    case let tooLarge as AnswerTooLarge:
      return ShowDataError.malformedData(
        detail: "the answer from \(host) was larger than \(size(tooLarge.limit))")
    case is RedirectLoop:
      return ShowDataError.redirectLoop(host: host)
    case let unreachable as UnreachableRedirect:
      return TransportErrorTranslator(host: unreachable.host).translate(unreachable.underlying)
    default:
      return ShowDataError.noConnection(host: host)
    }
  }

  /// An answer that arrived but cannot be read is an error about the data, not an outage:
  /// the store does not answer in its place.
  private func translate(_ failure: TransferFailure) -> any Error {
    switch failure {
    case .unreachable: ShowDataError.noConnection(host: host)
    case .connectTimedOut: ShowDataError.connectTimedOut(host: host)
    case .timedOut: ShowDataError.timedOut(host: host)
    case .notHTTP: ShowDataError.malformedData(detail: "\(host) did not answer in HTTP")
    case .malformedHead(let problem):
      ShowDataError.malformedData(detail: "the answer from \(host) was malformed: \(problem)")
    case .cutOff: ShowDataError.malformedData(detail: "the answer from \(host) was cut off")
    case .undecodableBody:
      ShowDataError.malformedData(detail: "the answer from \(host) could not be decompressed")
    case .cancelled: CancellationError()
    }
  }

  /// Whole mebibytes as "MB", as the limit is set; any other size in bytes.
  private func size(_ bytes: Int) -> String {
    bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MB" : "\(bytes) bytes"
  }
}
