/// A country and the time zone a channel's schedule is given in.
public struct Country: Hashable, Sendable {
  public var name: String
  public var code: String?
  public var timeZone: String?

  public init(name: String, code: String?, timeZone: String?) {
    self.name = name
    self.code = code
    self.timeZone = timeZone
  }

  public init(dto: CountryDTO) {
    self.init(name: dto.name, code: dto.code, timeZone: dto.timezone)
  }
}
