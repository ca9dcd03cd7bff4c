/// A country and the time zone a channel's schedule is given in.
public struct Country: Hashable, Sendable {
  /// The country's English name.
  public var name: String
  /// The ISO 3166-1 alpha-2 code, e.g. `US`.
  public var code: String?
  /// The IANA time zone identifier, e.g. `America/New_York`.
  public var timeZone: String?

  /// Creates a country from its parts.
  public init(name: String, code: String?, timeZone: String?) {
    self.name = name
    self.code = code
    self.timeZone = timeZone
  }

  /// Maps the wire format.
  public init(dto: CountryDTO) {
    self.init(name: dto.name, code: dto.code, timeZone: dto.timezone)
  }
}
