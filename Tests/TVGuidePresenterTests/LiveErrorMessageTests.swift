import TVGuideInteractor
import TVGuideView
import Testing

@testable import TVGuidePresenter

/// The sentences the live source's faults are put into: one sentence each, with a hint, and
/// retryable because waiting can help.
@Suite struct LiveErrorMessageTests {
  @Test(arguments: [
    (ShowDataError.noConnection(host: "api.tvmaze.com"), "Could not connect to api.tvmaze.com."),
    (.timedOut(host: "127.0.0.1:8080"), "127.0.0.1:8080 did not answer in time."),
    (.rateLimited, "TVMaze is refusing requests for now because too many were made."),
    (.serverError(status: 503), "TVMaze answered with a server error (HTTP 503)."),
    (.unexpectedStatus(status: 403), "TVMaze answered with an unexpected status (HTTP 403)."),
    (
      .malformedData(detail: "/shows/82: not valid JSON"),
      "The data received could not be read (/shows/82: not valid JSON)."
    ),
    (
      .webPage(host: "127.0.0.1:8080"),
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
