import Foundation
import TVGuideInteractor

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Turns what URLSession throws into the facts the app can put into words.
struct TransportErrorTranslator {
  let host: String

  func translate(_ error: any Error) -> any Error {
    if error is ShowDataError || error is CancellationError { return error }
    guard let urlError = error as? URLError else { return ShowDataError.noConnection(host: host) }
    switch urlError.code {
    case .timedOut:
      return ShowDataError.timedOut(host: host)
    case .cancelled:
      return CancellationError()
    case .networkConnectionLost:
      // The connection closed before the answer's announced length arrived.
      return ShowDataError.malformedData(detail: "the answer from \(host) was cut off")
    case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
      return ShowDataError.malformedData(detail: "\(host) did not answer in HTTP")
    default:
      return ShowDataError.noConnection(host: host)
    }
  }
}
