import Foundation
import TVGuideInteractor
import Testing

@_spi(Fuzzing) @testable import TVGuideTVMaze

@Suite struct TransportErrorTranslatorTests {
  private let translator = TransportErrorTranslator(host: "api.tvmaze.com")

  private func translated(_ failure: TransferFailure) -> ShowDataError? {
    translator.translate(failure) as? ShowDataError
  }

  @Test func anUnreachableServerIsNoConnection() {
    #expect(translated(.unreachable) == .noConnection(host: "api.tvmaze.com"))
  }

  @Test func timeoutsTellConnectingFromAnswering() {
    #expect(translated(.timedOut) == .timedOut(host: "api.tvmaze.com"))
    #expect(translated(.connectTimedOut) == .connectTimedOut(host: "api.tvmaze.com"))
  }

  @Test func anAnswerThatArrivedButCannotBeReadIsMalformedDataNotAnOutage() {
    let expected: [(TransferFailure, String)] = [
      (.cutOff, "the answer from api.tvmaze.com was cut off"),
      (.notHTTP, "api.tvmaze.com did not answer in HTTP"),
      (.malformedHead(.cutOff), "the answer from api.tvmaze.com was malformed: its headers were cut off"),
      (
        .malformedHead(.tooManyFields(limit: 100)),
        "the answer from api.tvmaze.com was malformed: it had more than 100 header lines"
      ),
      (.undecodableBody, "the answer from api.tvmaze.com could not be decompressed"),
    ]
    for (failure, detail) in expected {
      #expect(translated(failure) == .malformedData(detail: detail))
      #expect(translated(failure)?.kind == .malformedData)
    }
  }

  @Test func aFailureAfterARedirectNamesTheServerRedirectedTo() {
    let error = UnreachableRedirect(host: "mirror.example:8080", underlying: TransferFailure.unreachable)
    #expect(translator.translate(error) as? ShowDataError == .noConnection(host: "mirror.example:8080"))
  }

  @Test func ownErrorsAndCancellationPassThrough() {
    #expect(translator.translate(ShowDataError.rateLimited) as? ShowDataError == .rateLimited)
    #expect(translator.translate(TransferFailure.cancelled) is CancellationError)
    #expect(translator.translate(CancellationError()) is CancellationError)
  }
}
