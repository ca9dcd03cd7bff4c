import TVGuideInteractor

extension ShowDataError {
  /// What a transport failure of one of the client's data-source requests means for the
  /// user: the one place the client's failures become the interactors'. `notFound` is what a
  /// 404 means for that request (a show or page that does not exist); `nil` when a 404 has
  /// no meaning for it, as for a search.
  init(_ error: TransportError, notFound: ShowDataError?) {
    switch error {
    case .unreachable: self = .outOfReach(how: .noConnection)
    case .connectTimedOut: self = .outOfReach(how: .connectionNotAccepted)
    case .timedOut: self = .outOfReach(how: .noAnswerInTime)
    // A loop of redirects never reaches TVMaze's answer, as when its server is down.
    case .redirectLoop: self = .outOfReach(how: .redirectLoop)
    case .tooManyRedirects(_, let limit):
      self = .outOfReach(how: .tooManyRedirects(limit: limit))
    // A sign-in page answers in TVMaze's place: TVMaze was never asked, as when offline.
    case .webPage: self = .outOfReach(how: .webPageInstead)
    case .tooManyRequests: self = .rateLimited
    case .status(let status): self = Self.meaning(of: status, notFound: notFound)
    case .malformedAnswer(let detail): self = .malformedData(detail: detail)
    }
  }

  private static func meaning(of status: Int, notFound: ShowDataError?) -> ShowDataError {
    switch status {
    case 404: notFound ?? .unexpectedAnswer
    case 500...: .serverFault
    default: .unexpectedAnswer
    }
  }
}
