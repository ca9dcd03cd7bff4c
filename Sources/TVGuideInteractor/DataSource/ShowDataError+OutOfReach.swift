extension ShowDataError {
  /// How TVMaze was out of reach, for the words that tell the user what to check.
  public enum OutOfReach: Hashable, Sendable {
    /// No connection could be made: no network, an unknown name, a refused connection.
    case noConnection
    /// The server did not accept a connection within the connect timeout.
    case connectionNotAccepted
    /// The server accepted the request but did not answer within the request timeout.
    case noAnswerInTime
    /// The request was redirected back to an address it had been sent to before.
    case redirectLoop
    /// The request was redirected more than `limit` times, each time to a new address.
    case tooManyRedirects(limit: Int)
    /// A web page answered in TVMaze's place, as a network's sign-in page (a captive portal)
    /// does for every address until the user signs in.
    case webPageInstead
  }
}
