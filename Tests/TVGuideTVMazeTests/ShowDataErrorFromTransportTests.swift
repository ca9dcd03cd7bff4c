import TVGuideInteractor
import Testing

@testable import TVGuideTVMaze

/// The client's one edge: each transport error becomes the situation the user is in.
@Suite struct ShowDataErrorFromTransportTests {
  private static let host = "api.tvmaze.com"

  @Test(arguments: [
    (TransportError.unreachable(host: host), ShowDataError.OutOfReach.noConnection),
    (.connectTimedOut(host: host), .connectionNotAccepted),
    (.timedOut(host: host), .noAnswerInTime),
    (.redirectLoop(host: host), .redirectLoop),
    (.tooManyRedirects(host: host, limit: 10), .tooManyRedirects(limit: 10)),
    (.webPage(host: host), .webPageInstead),
  ])
  func whatKeepsTVMazeOutOfReachSaysHowNotWhere(error: TransportError, how: ShowDataError.OutOfReach) {
    #expect(ShowDataError(error, notFound: nil) == .outOfReach(how: how))
  }

  @Test func tooManyRequestsIsRateLimiting() {
    #expect(ShowDataError(.tooManyRequests, notFound: nil) == .rateLimited)
  }

  @Test func a404IsWhatItMeansForTheRequestOrElseAnUnexpectedAnswer() {
    #expect(ShowDataError(.status(404), notFound: .showNotFound(id: 82)) == .showNotFound(id: 82))
    #expect(ShowDataError(.status(404), notFound: .pageNotFound(page: 400)) == .pageNotFound(page: 400))
    #expect(ShowDataError(.status(404), notFound: nil) == .unexpectedAnswer)
  }

  @Test(arguments: [500, 502, 503, 599])
  func a5xxIsAServerFault(status: Int) {
    #expect(ShowDataError(.status(status), notFound: .showNotFound(id: 1)) == .serverFault)
  }

  @Test(arguments: [301, 401, 403, 410, 418])
  func anyOtherStatusIsAnUnexpectedAnswer(status: Int) {
    #expect(ShowDataError(.status(status), notFound: .showNotFound(id: 1)) == .unexpectedAnswer)
  }

  @Test func aMalformedAnswerKeepsItsDetail() {
    #expect(
      ShowDataError(.malformedAnswer(detail: "/shows: [3].rating"), notFound: nil)
        == .malformedData(detail: "/shows: [3].rating"))
  }
}
