/// The show's ids on other sites (TVRage, TheTVDB, IMDb); any of them may be `null`.
public struct ExternalsDTO: Codable, Sendable, Equatable {
  public var tvrage: Int?
  public var thetvdb: Int?
  public var imdb: String?

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

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tvrage = try container.decodeNumberIfPresent(Int.self, forKey: .tvrage)
    thetvdb = try container.decodeNumberIfPresent(Int.self, forKey: .thetvdb)
    imdb = try container.decodeIfPresent(String.self, forKey: .imdb)
  }
}
