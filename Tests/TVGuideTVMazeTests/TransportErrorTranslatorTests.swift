import Foundation
import Testing

@_spi(Fuzzing) @testable import TVGuideTVMaze

@Suite struct TransportErrorTranslatorTests {
  private let translator = TransportErrorTranslator(host: "api.tvmaze.com")

  private func translated(_ failure: TransferFailure) -> TransportError? {
    translator.translate(failure) as? TransportError
  }

  @Test func anUnreachableServerIsUnreachable() {
    #expect(translated(.unreachable) == .unreachable(host: "api.tvmaze.com"))
  }

  @Test func timeoutsTellConnectingFromAnswering() {
    #expect(translated(.timedOut) == .timedOut(host: "api.tvmaze.com"))
    #expect(translated(.connectTimedOut) == .connectTimedOut(host: "api.tvmaze.com"))
  }

  @Test func anAnswerThatArrivedButCannotBeReadIsAMalformedAnswerNotAnOutage() {
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
      #expect(translated(failure) == .malformedAnswer(detail: detail))
    }
  }

  @Test func aTooLargeAnswerARedirectLoopAndTooManyRedirectsAreNamed() {
    #expect(
      translator.translate(AnswerTooLarge(limit: 8 * 1024 * 1024)) as? TransportError
        == .malformedAnswer(detail: "the answer from api.tvmaze.com was larger than 8 MB"))
    #expect(
      translator.translate(RedirectLoop(isLoop: true)) as? TransportError
        == .redirectLoop(host: "api.tvmaze.com"))
    #expect(
      translator.translate(RedirectLoop(isLoop: false)) as? TransportError
        == .tooManyRedirects(host: "api.tvmaze.com", limit: HTTPExchange.maximumRedirects))
  }

  @Test func aFailureAfterARedirectNamesTheServerRedirectedTo() {
    let error = UnreachableRedirect(host: "mirror.example:8080", underlying: TransferFailure.unreachable)
    #expect(translator.translate(error) as? TransportError == .unreachable(host: "mirror.example:8080"))
  }

  @Test func ownErrorsAndCancellationPassThrough() {
    #expect(translator.translate(TransportError.tooManyRequests) as? TransportError == .tooManyRequests)
    #expect(translator.translate(TransferFailure.cancelled) is CancellationError)
    #expect(translator.translate(CancellationError()) is CancellationError)
  }
}
