import TVGuideInteractor

extension ShowDataError {
  /// TVMaze could not give an answer now, though it may later: the moment to fall back on
  /// what the store saved. A 404 or unreadable data is an answer, and is passed on.
  var meansTVMazeIsOutOfReach: Bool {
    switch self {
    case .outOfReach, .serverFault, .rateLimited: true
    default: false
    }
  }
}
