/// A show in a list, as `tvguide shows --json` and `tvguide search --json` print it.
/// Absent values are written as `null`, never left out.
public struct ShowSummaryDocument: Encodable, Equatable, Sendable {
  public var id: Int
  public var name: String?
  public var status: String?
  public var premiered: String?
  public var rating: Double?
  public var genres: [String]
  public var network: String?

  public init(
    id: Int, name: String?, status: String?, premiered: String?, rating: Double?,
    genres: [String], network: String?
  ) {
    self.id = id
    self.name = name
    self.status = status
    self.premiered = premiered
    self.rating = rating
    self.genres = genres
    self.network = network
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, status, premiered, rating, genres, network
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(status, forKey: .status)
    try container.encode(premiered, forKey: .premiered)
    try container.encode(rating, forKey: .rating)
    try container.encode(genres, forKey: .genres)
    try container.encode(network, forKey: .network)
  }
}
