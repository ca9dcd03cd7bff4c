import TVGuideInteractor
import TVGuideView
import Testing

@testable import TVGuidePresenter

/// The sentences the live source's faults are put into: one sentence each, with a hint, and
/// retryable because waiting can help.
@Suite struct LiveErrorMessageTests {
  @Test(arguments: [
    (
      ShowDataError.outOfReach(host: "api.tvmaze.com", how: .noConnection),
      "Could not connect to api.tvmaze.com."
    ),
    (.outOfReach(host: "127.0.0.1:8080", how: .noAnswerInTime), "127.0.0.1:8080 did not answer in time."),
    (.rateLimited, "TVMaze is refusing requests for now because too many were made."),
    (.serverFault(status: 503), "TVMaze answered with a server error (HTTP 503)."),
    (.unexpectedAnswer(status: 403), "TVMaze answered with an unexpected status (HTTP 403)."),
    (
      .malformedData(detail: "/shows/82: not valid JSON"),
      "The data received could not be read (/shows/82: not valid JSON)."
    ),
    (
      .outOfReach(host: "127.0.0.1:8080", how: .webPageInstead),
      "127.0.0.1:8080 answered with a web page instead of TVMaze data."
    ),
  ])
  func eachFaultIsOneRetryableSentence(error: ShowDataError, message: String) {
    let viewModel = ErrorMessageFormatter(sanitizer: TerminalText()).viewModel(for: error)
    #expect(viewModel.message == message)
    #expect(!viewModel.hint.isEmpty)
    #expect(viewModel.isRetryable)
  }
}
