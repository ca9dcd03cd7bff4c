/// A TV network or a web channel (streaming service); web channels often have no country.
public struct ChannelDTO: Codable, Sendable, Equatable {
  public var id: Int?
  public var name: String
  public var country: CountryDTO?
  public var officialSite: String?

  public init(id: Int?, name: String, country: CountryDTO?, officialSite: String? = nil) {
    self.id = id
    self.name = name
    self.country = country
    self.officialSite = officialSite
  }
}
