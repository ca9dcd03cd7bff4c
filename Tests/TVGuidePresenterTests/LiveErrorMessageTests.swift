import TVGuideInteractor
import TVGuideView
import Testing

@testable import TVGuidePresenter

/// The sentences the live source's faults are put into: one sentence each, with a hint, and
/// retryable because waiting can help. The host is the front end's (`liveHost`): no error
/// carries one.
@Suite struct LiveErrorMessageTests {
  @Test(arguments: [
    (ShowDataError.outOfReach(how: .noConnection), "Could not connect to 127.0.0.1:8080."),
    (.outOfReach(how: .noAnswerInTime), "127.0.0.1:8080 did not answer in time."),
    (.rateLimited, "TVMaze is refusing requests for now because too many were made."),
    (.serverFault, "TVMaze answered with a server error."),
    (.unexpectedAnswer, "TVMaze answered with an unexpected status."),
    (
      .malformedData(detail: "/shows/82: not valid JSON"),
      "The data received could not be read (/shows/82: not valid JSON)."
    ),
    (
      .outOfReach(how: .webPageInstead),
      "127.0.0.1:8080 answered with a web page instead of TVMaze data."
    ),
  ])
  func eachFaultIsOneRetryableSentence(error: ShowDataError, message: String) {
    let formatter = ErrorMessageFormatter(
      settings: SettingNames(liveHost: "127.0.0.1:8080"), sanitizer: TerminalText())
    let viewModel = formatter.viewModel(for: error)
    #expect(viewModel.message == message)
    #expect(!viewModel.hint.isEmpty)
    #expect(viewModel.isRetryable)
  }

  /// A front end that names no host (a library user's own) speaks of TVMaze.
  @Test func withoutAHostTheSentenceNamesTVMaze() {
    let formatter = ErrorMessageFormatter(sanitizer: TerminalText())
    #expect(
      formatter.viewModel(for: ShowDataError.outOfReach(how: .noConnection)).message
        == "Could not connect to TVMaze.")
    #expect(
      formatter.viewModel(for: ShowDataError.outOfReach(how: .noAnswerInTime)).message
        == "TVMaze did not answer in time.")
  }
}
