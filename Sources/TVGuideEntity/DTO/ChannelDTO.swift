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

extension ChannelDTO {
  enum CodingKeys: String, CodingKey {
    case id, name, country, officialSite
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeNumberIfPresent(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    country = try container.decodeIfPresent(CountryDTO.self, forKey: .country)
    officialSite = try container.decodeIfPresent(String.self, forKey: .officialSite)
  }
}
