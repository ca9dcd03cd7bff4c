import TVGuideInteractor

extension ShowDataError {
  /// TVMaze could not give an answer now, though it may later: the moment to fall back on
  /// what the store saved. A 404 or unreadable data is an answer, and is passed on.
  var meansTVMazeIsOutOfReach: Bool {
    switch self {
    case .noConnection, .timedOut, .connectTimedOut, .serverError, .rateLimited: true
    // A loop of redirects never reaches TVMaze's answer, as when its server is down.
    case .redirectLoop: true
    // A sign-in page answers in TVMaze's place: TVMaze was never asked, as when offline.
    case .webPage: true
    default: false
    }
  }
}
