/// A way for the test server to misbehave on purpose.
public enum ServerFault: Sendable, Equatable {
  /// 404 with TVMaze's error body.
  case notFound
  /// 429, with the given `Retry-After` header value or none.
  case tooManyRequests(retryAfter: String?)
  /// 500.
  case serverError
  /// The right answer, but only after this long: slower than the client's timeout.
  case stall(Duration)
  /// The right answer cut off halfway, with a `Content-Length` that matches the cut.
  case truncatedBody
  /// The right answer's status and full `Content-Length`, half its body, then the connection
  /// closed: an answer cut off on its way.
  case connectionCut
  /// 200 with a web page, as a network's sign-in page (a captive portal) answers in the
  /// server's stead.
  case signInPage
  /// 200 with a body that is not JSON at all.
  case invalidJSON
  /// 200 with JSON of the wrong shape: `{"id":"82"}`, an id as text and no name.
  case wrongShape
}
