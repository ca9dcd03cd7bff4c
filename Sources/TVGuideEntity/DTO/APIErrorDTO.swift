/// The body TVMaze sends with an error status, e.g. `{"name":"Not Found","status":404,…}`.
public struct APIErrorDTO: Codable, Sendable, Equatable {
  public var name: String?
  public var message: String?
  public var code: Int?
  public var status: Int?
}
