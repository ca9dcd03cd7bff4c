/// What went wrong between the client and TVMaze, in the network's and HTTP's terms.
///
/// Internal: every public call of the client, the data source's and the library's
/// (`lookUpShow(_:)`, `schedule(country:date:)`, …), and the posters' source, hands its caller
/// the `ShowDataError` it means for the user instead, translated in one place
/// (`ShowDataError.init(_:notFound:)`), so this type cannot appear in a caller's code.
enum TransportError: Error, Hashable, Sendable {
  /// No answer began from `host`: the name did not resolve, the connection was refused or
  /// reset, TLS failed, or the server closed the connection before a whole status line.
  case unreachable(host: String)
  /// Connecting to `host`, name resolution included, outlasted the connect timeout.
  case connectTimedOut(host: String)
  /// `host` accepted the request but did not answer within the request timeout.
  case timedOut(host: String)
  /// `host` redirected the request back to an address it had already sent it to.
  case redirectLoop(host: String)
  /// `host` redirected the request more than `limit` times, each time to a new address.
  case tooManyRedirects(host: String, limit: Int)
  /// `host` answered with a web page instead of data, as a network's sign-in page (a captive
  /// portal) does for every address until the user signs in.
  case webPage(host: String)
  /// TVMaze kept answering 429 Too Many Requests after every retry the `RetryPolicy` allows.
  case tooManyRequests
  /// TVMaze answered with HTTP `status`, which is not the answer asked for: 404 for
  /// something it does not have, a 5xx server fault, or a status such as 403 from a proxy.
  case status(Int)
  /// An answer arrived but could not be read; `detail` says how, or names the place, e.g.
  /// `/shows: [3].rating`.
  case malformedAnswer(detail: String)
}
