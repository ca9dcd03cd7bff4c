import Foundation

/// Turns what an `HTTPExchange` throws into the `TransportError` that names it.
struct TransportErrorTranslator {
  let host: String

  /// The transport error for `error`, cancellation passed on as it is.
  func translate(_ error: any Error) -> any Error {
    switch error {
    case is TransportError, is CancellationError:
      return error
    case let failure as TransferFailure:
      return translate(failure)
    case let tooLarge as AnswerTooLarge:
      return TransportError.malformedAnswer(
        detail: "the answer from \(host) was larger than \(size(tooLarge.limit))")
    case let redirects as RedirectLoop:
      return redirects.isLoop
        ? TransportError.redirectLoop(host: host)
        : TransportError.tooManyRedirects(host: host, limit: HTTPExchange.maximumRedirects)
    case let unreachable as UnreachableRedirect:
      return TransportErrorTranslator(host: unreachable.host).translate(unreachable.underlying)
    default:
      return TransportError.unreachable(host: host)
    }
  }

  /// An answer that arrived but cannot be read is an error about the data, not an outage:
  /// the store does not answer in its place.
  private func translate(_ failure: TransferFailure) -> any Error {
    switch failure {
    case .unreachable: TransportError.unreachable(host: host)
    case .connectTimedOut: TransportError.connectTimedOut(host: host)
    case .timedOut: TransportError.timedOut(host: host)
    case .notHTTP: TransportError.malformedAnswer(detail: "\(host) did not answer in HTTP")
    case .malformedHead(let problem):
      TransportError.malformedAnswer(detail: "the answer from \(host) was malformed: \(problem)")
    case .cutOff: TransportError.malformedAnswer(detail: "the answer from \(host) was cut off")
    case .undecodableBody:
      TransportError.malformedAnswer(detail: "the answer from \(host) could not be decompressed")
    case .cancelled: CancellationError()
    }
  }

  /// Whole mebibytes as "MB", as the limit is set; any other size in bytes.
  private func size(_ bytes: Int) -> String {
    bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MB" : "\(bytes) bytes"
  }
}
