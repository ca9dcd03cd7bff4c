import Foundation
import TVGuideInteractor

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Turns what URLSession throws into the facts the app can put into words.
struct TransportErrorTranslator {
  let host: String

  func translate(_ error: any Error) -> any Error {
    switch error {
    case is ShowDataError, is CancellationError:
      return error
    case let interrupted as InterruptedAnswer:
      return translate(interrupted: interrupted.underlying)
    case let tooLarge as AnswerTooLarge:
      return ShowDataError.malformedData(
        detail: "the answer from \(host) was larger than \(size(tooLarge.limit))")
    case is RedirectLoop:
      return ShowDataError.redirectLoop(host: host)
    case let unreachable as UnreachableRedirect:
      return TransportErrorTranslator(host: unreachable.host).translate(unreachable.underlying)
    case let urlError as URLError:
      return translate(urlError.code)
    default:
      return ShowDataError.noConnection(host: host)
    }
  }

  /// After the headers, TVMaze had been reached: whatever stopped the answer, bar a timeout
  /// or cancellation, cut it off. On Linux a connection closed before the announced
  /// `Content-Length` is `URLError.unknown` ("transfer closed with N bytes remaining to
  /// read"), the same code as an unreachable network, so the headers are what tell them apart.
  private func translate(interrupted error: any Error) -> any Error {
    switch (error as? URLError)?.code {
    case .timedOut?, .cancelled?: translate(error)
    default: cutOff
    }
  }

  private func translate(_ code: URLError.Code) -> any Error {
    switch code {
    case .timedOut:
      return ShowDataError.timedOut(host: host)
    case .cancelled:
      return CancellationError()
    case .networkConnectionLost:
      // The connection was reset before the answer's announced length arrived.
      return cutOff
    case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
      return ShowDataError.malformedData(detail: "\(host) did not answer in HTTP")
    default:
      return ShowDataError.noConnection(host: host)
    }
  }

  /// Whole mebibytes as "MB", as the limit is set; any other size in bytes.
  private func size(_ bytes: Int) -> String {
    bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MB" : "\(bytes) bytes"
  }

  private var cutOff: ShowDataError {
    .malformedData(detail: "the answer from \(host) was cut off")
  }
}
