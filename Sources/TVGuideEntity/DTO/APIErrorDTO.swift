/// The body TVMaze sends with an error status, e.g. `{"name":"Not Found","status":404,…}`.
public struct APIErrorDTO: Codable, Sendable, Equatable {
  /// The HTTP reason phrase, e.g. `Not Found` or `Too Many Requests`.
  public var name: String?
  /// TVMaze's explanation in English, when it gives one.
  public var message: String?
  /// TVMaze's own error code, usually `0`.
  public var code: Int?
  /// The HTTP status code repeated in the body, e.g. `404`.
  public var status: Int?
}
