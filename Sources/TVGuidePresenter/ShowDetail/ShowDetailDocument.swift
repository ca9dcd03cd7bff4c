/// A show with its seasons, as `tvguide show ID --json` prints it. Its keys are its
/// properties' names; written by `JSONWriter`'s document style, absent values are `null`,
/// never left out.
public struct ShowDetailDocument: Encodable, Equatable, Sendable {
  // Declared in the order of their keys, the order `--json` prints them: the writer then has
  // no object to reorder, which for a show of 50,000 seasons was a copy of each.
  /// `false` when the source does not hold the show's episodes, so `seasons` is empty for
  /// that reason and not because the show has none.
  public var episodesHeld: Bool
  /// `true` when the user follows the show; left out, not `null` or `false`, for a show the
  /// user neither follows nor has marked, whose document stays as it always was.
  public var following: Bool?
  /// The genres as printable text; empty when none are set.
  public var genres: [String]
  /// TVMaze's id of the show.
  public var id: Int
  /// The show's name as printable text; `null` when nothing printable is left of it.
  public var name: String?
  /// The name of the network, else of the web channel; `null` when neither is known.
  public var network: String?
  /// The first air date as `YYYY-MM-DD`; `null` for shows not yet aired.
  public var premiered: String?
  /// The users' average rating out of 10; `null` when there is none or it is off the scale.
  public var rating: Double?
  /// The show's seasons in ascending order.
  public var seasons: [SeasonDocument]
  /// TVMaze's status word, e.g. `Running` or `Ended`; `null` when unknown.
  public var status: String?
  /// Plain text, HTML removed.
  public var summary: String?

  /// Creates the document of one show; by default its episodes are held.
  public init(
    id: Int, name: String?, status: String?, premiered: String?, rating: Double?,
    genres: [String], network: String?, summary: String?, seasons: [SeasonDocument],
    episodesHeld: Bool = true, following: Bool? = nil
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
    self.following = following
  }

  private enum CodingKeys: String, CodingKey {
    case episodesHeld, following, genres, id, name, network, premiered, rating, seasons, status, summary
  }

  /// Every key, absent values `null`, but `following` only when the user's marks apply.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(episodesHeld, forKey: .episodesHeld)
    if let following { try container.encode(following, forKey: .following) }
    try container.encode(genres, forKey: .genres)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encodeIfPresent(network, forKey: .network)
    try container.encodeIfPresent(premiered, forKey: .premiered)
    try container.encodeIfPresent(rating, forKey: .rating)
    try container.encode(seasons, forKey: .seasons)
    try container.encodeIfPresent(status, forKey: .status)
    try container.encodeIfPresent(summary, forKey: .summary)
  }
}
