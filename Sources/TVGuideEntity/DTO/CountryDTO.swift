/// A country with its ISO code and the IANA time zone TVMaze schedules are given in.
public struct CountryDTO: Codable, Sendable, Equatable {
  /// The country's English name, e.g. `United States`.
  public var name: String
  /// The ISO 3166-1 alpha-2 code, e.g. `US`.
  public var code: String?
  /// The IANA time zone of the country's schedules, e.g. `America/New_York`.
  public var timezone: String?

  /// Creates a country as TVMaze would send it.
  public init(name: String, code: String?, timezone: String?) {
    self.name = name
    self.code = code
    self.timezone = timezone
  }
}
