/// A country with its ISO code and the IANA time zone TVMaze schedules are given in.
public struct CountryDTO: Codable, Sendable, Equatable {
  public var name: String
  public var code: String?
  public var timezone: String?

  public init(name: String, code: String?, timezone: String?) {
    self.name = name
    self.code = code
    self.timezone = timezone
  }
}
