/// A show with its seasons, as `tvguide show ID --json` prints it.
/// Absent values are written as `null`, never left out.
public struct ShowDetailDocument: Encodable, Equatable, Sendable {
  public var id: Int
  public var name: String?
  public var status: String?
  public var premiered: String?
  public var rating: Double?
  public var genres: [String]
  public var network: String?
  /// Plain text, HTML removed.
  public var summary: String?
  public var seasons: [SeasonDocument]
  /// `false` when the source does not hold the show's episodes, so `seasons` is empty for
  /// that reason and not because the show has none.
  public var episodesHeld: Bool

  public init(
    id: Int, name: String?, status: String?, premiered: String?, rating: Double?,
    genres: [String], network: String?, summary: String?, seasons: [SeasonDocument],
    episodesHeld: Bool = true
  ) {
    self.id = id
    self.name = name
    self.status = status
    self.premiered = premiered
    self.rating = rating
    self.genres = genres
    self.network = network
    self.summary = summary
    self.seasons = seasons
    self.episodesHeld = episodesHeld
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, status, premiered, rating, genres, network, summary, seasons, episodesHeld
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
    try container.encode(summary, forKey: .summary)
    try container.encode(seasons, forKey: .seasons)
    try container.encode(episodesHeld, forKey: .episodesHeld)
  }
}
