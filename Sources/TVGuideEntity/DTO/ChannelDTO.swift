/// A TV network or a web channel (streaming service); web channels often have no country.
public struct ChannelDTO: Codable, Sendable, Equatable {
  /// TVMaze's id of the network or web channel.
  public var id: Int?
  /// The channel's name, e.g. `HBO` or `Netflix`.
  public var name: String
  /// The channel's country; `null` for most web channels.
  public var country: CountryDTO?
  /// The channel's own web site, when TVMaze knows one.
  public var officialSite: String?

  /// Creates a channel as TVMaze would send it.
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

  /// Reads the id leniently: a number no `Int` holds becomes `nil`, not an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeNumberIfPresent(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    country = try container.decodeIfPresent(CountryDTO.self, forKey: .country)
    officialSite = try container.decodeIfPresent(String.self, forKey: .officialSite)
  }
}
