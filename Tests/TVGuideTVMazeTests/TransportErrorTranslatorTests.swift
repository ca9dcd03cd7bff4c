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

  @Test func ownErrorsAndCancellationPassThrough() {
    #expect(translator.translate(ShowDataError.rateLimited) as? ShowDataError == .rateLimited)
    #expect(translator.translate(URLError(.cancelled)) is CancellationError)
  }
}
