/// One request as the test server received it.
public struct RecordedRequest: Sendable, Equatable {
  public var path: String
  /// The raw query string, still percent-encoded.
  public var query: String
  public var userAgent: String?
  /// When it arrived, on the time line the server was given.
  public var arrival: Duration
}
