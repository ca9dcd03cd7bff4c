/// The show's ids on other sites (TVRage, TheTVDB, IMDb); any of them may be `null`.
public struct ExternalsDTO: Codable, Sendable, Equatable {
  /// The show's TVRage id; TVRage is long gone, so this is mostly for old shows.
  public var tvrage: Int?
  /// The show's TheTVDB series id, `null` when TVMaze has not linked one.
  public var thetvdb: Int?
  /// The show's IMDb id with its prefix, e.g. `tt0944947`.
  public var imdb: String?

  /// Creates the ids as TVMaze would send them.
  public init(tvrage: Int?, thetvdb: Int?, imdb: String?) {
    self.tvrage = tvrage
    self.thetvdb = thetvdb
    self.imdb = imdb
  }
}

extension ExternalsDTO {
  enum CodingKeys: String, CodingKey {
    case tvrage, thetvdb, imdb
  }

  /// Reads the two numeric ids leniently: a number no `Int` holds becomes `nil`, not an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tvrage = try container.decodeNumberIfPresent(Int.self, forKey: .tvrage)
    thetvdb = try container.decodeNumberIfPresent(Int.self, forKey: .thetvdb)
    imdb = try container.decodeIfPresent(String.self, forKey: .imdb)
  }
}
