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
  /// 200 with this text as the body instead of the fixture's.
  case body(String)
  /// 302 to this location: a path on the same server (the request's own path makes a loop)
  /// or a whole URL.
  case redirect(to: String)
  /// 200 with a body of this many bytes, with its `Content-Length` announced or sent in
  /// chunks without one; made as it is sent, so the server never holds it.
  case largeBody(bytes: Int, announced: Bool)
}
