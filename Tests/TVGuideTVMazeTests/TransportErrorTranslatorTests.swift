import Foundation
import TVGuideInteractor
import Testing

@testable import TVGuideTVMaze

@Suite struct TransportErrorTranslatorTests {
  private let translator = TransportErrorTranslator(host: "api.tvmaze.com")

  private func translated(_ code: URLError.Code) -> ShowDataError? {
    translator.translate(URLError(code)) as? ShowDataError
  }

  @Test func unreachableHostsAreNoConnection() {
    for code: URLError.Code in [
      .cannotConnectToHost, .cannotFindHost, .notConnectedToInternet, .dnsLookupFailed,
    ] {
      #expect(translated(code) == .noConnection(host: "api.tvmaze.com"))
    }
  }

  @Test func aURLSessionTimeoutIsATimeout() {
    #expect(translated(.timedOut) == .timedOut(host: "api.tvmaze.com"))
  }

  @Test func aConnectionLostMidAnswerIsACutOffAnswer() {
    #expect(
      translated(.networkConnectionLost)
        == .malformedData(detail: "the answer from api.tvmaze.com was cut off"))
  }

  /// What FoundationNetworking on Linux reports when the connection closes before the
  /// announced `Content-Length`: curl's "transfer closed with N bytes remaining to read".
  private static let transferClosed = URLError(
    .unknown, userInfo: [NSLocalizedDescriptionKey: "transfer closed with 2511 bytes remaining to read"])

  @Test func aFailureOnceTheHeadersCameIsACutOffAnswer() {
    for error in [Self.transferClosed, URLError(.networkConnectionLost), URLError(.badServerResponse)] {
      #expect(
        translator.translate(InterruptedAnswer(underlying: error)) as? ShowDataError
          == .malformedData(detail: "the answer from api.tvmaze.com was cut off"))
    }
  }

  @Test func theSameFailureBeforeAnyHeadersIsNoConnection() {
    #expect(
      translator.translate(Self.transferClosed) as? ShowDataError == .noConnection(host: "api.tvmaze.com"))
  }

  @Test func aTimeoutOrCancellationAfterTheHeadersStaysWhatItIs() {
    let timedOut = translator.translate(InterruptedAnswer(underlying: URLError(.timedOut)))
    #expect(timedOut as? ShowDataError == .timedOut(host: "api.tvmaze.com"))
    #expect(translator.translate(InterruptedAnswer(underlying: URLError(.cancelled))) is CancellationError)
  }

  @Test func ownErrorsAndCancellationPassThrough() {
    #expect(translator.translate(ShowDataError.rateLimited) as? ShowDataError == .rateLimited)
    #expect(translator.translate(URLError(.cancelled)) is CancellationError)
  }
}
