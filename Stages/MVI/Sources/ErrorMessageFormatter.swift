import enum TVGuideInteractor.ShowDataError

/// Puts a failure into one sentence and says what to do; it names TVMaze's host, which no error carries.
struct ErrorMessageFormatter {
  private let sanitizer = TerminalTextSanitizer(mode: .singleLine)

  func text(for error: any Error) -> String {
    switch error as? ShowDataError {
    case .showNotFound(let id)?:
      return "There is no show with id \(id). Check the id, or search for the show by name."
    case .pageNotFound(let page)?:
      return (page < 0 ? "Page numbers start at 0." : "There is no page \(page) of the show index.")
        + " The index starts at page 0."
    case .emptyQuery?:
      return "The search text has no letter or digit. Type part of a show's name."
    case .malformedData(let detail)?:
      return "The data received could not be read (\(sanitizer.sanitize(detail))). "
        + "Try again later; if it persists, the data source has changed."
    case .outOfReach(how: .noConnection)?:
      return "Could not connect to api.tvmaze.com. Check the network connection and try again."
    case .outOfReach(how: .noAnswerInTime)?:
      return "api.tvmaze.com did not answer in time. Try again in a moment."
    default:
      return "Something unexpected went wrong. Try again."
    }
  }
}
