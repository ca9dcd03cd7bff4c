import Foundation

/// Where a show is broadcast: a TV network or a web channel.
public struct Channel: Hashable, Sendable {
  /// TVMaze's id of the channel, `nil` when TVMaze sent none.
  public var id: Int?
  /// The channel's name, e.g. `HBO` or `Netflix`.
  public var name: String
  /// The channel's country; `nil` for most web channels.
  public var country: Country?
  /// The channel's own web site.
  public var officialSite: URL?

  /// Creates a channel from its parts.
  public init(id: Int?, name: String, country: Country?, officialSite: URL?) {
    self.id = id
    self.name = name
    self.country = country
    self.officialSite = officialSite
  }

  /// Maps the wire format; an official site that is not a valid URL becomes `nil`.
  public init(dto: ChannelDTO) {
    self.init(
      id: dto.id,
      name: dto.name,
      country: dto.country.map(Country.init(dto:)),
      officialSite: dto.officialSite.flatMap(URL.init(string:))
    )
  }
}
