import Foundation

/// Where a show is broadcast: a TV network or a web channel.
public struct Channel: Hashable, Sendable {
  public var id: Int?
  public var name: String
  public var country: Country?
  public var officialSite: URL?

  public init(id: Int?, name: String, country: Country?, officialSite: URL?) {
    self.id = id
    self.name = name
    self.country = country
    self.officialSite = officialSite
  }

  public init(dto: ChannelDTO) {
    self.init(
      id: dto.id,
      name: dto.name,
      country: dto.country.map(Country.init(dto:)),
      officialSite: dto.officialSite.flatMap(URL.init(string:))
    )
  }
}
