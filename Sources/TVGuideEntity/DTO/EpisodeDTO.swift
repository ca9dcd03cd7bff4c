/// An episode as TVMaze sends it (`/shows/ID/episodes`, embeds, schedules), with the fields
/// the app uses.
///
/// `number` is `null` for specials; `type` and `rating` appeared in 2022; `airdate` and
/// `airtime` are empty strings while an episode is unscheduled. The episode's page `url`, its
/// `image`, its HTML `summary` and its `airstamp` are left in the JSON: nothing shows them,
/// and they are four fifths of an episode's size, which decides whether a show of 100 000
/// episodes fits in memory.
public struct EpisodeDTO: Codable, Sendable, Equatable {
  public var id: Int
  public var name: String?
  public var season: Int
  public var number: Int?
  public var type: String?
  public var airdate: String?
  public var airtime: String?
  public var runtime: Int?
  public var rating: RatingDTO?

  public init(
    id: Int, name: String?, season: Int, number: Int?, type: String? = nil,
    airdate: String? = nil, airtime: String? = nil, runtime: Int? = nil, rating: RatingDTO? = nil
  ) {
    self.id = id
    self.name = name
    self.season = season
    self.number = number
    self.type = type
    self.airdate = airdate
    self.airtime = airtime
    self.runtime = runtime
    self.rating = rating
  }
}

extension EpisodeDTO {
  enum CodingKeys: String, CodingKey {
    case id, name, season, number, type, airdate, airtime, runtime, rating
  }

  /// The id and the season must be exact whole numbers; the other numbers are read leniently.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeWholeNumber(forKey: .id)
    name = try container.decodeIfPresent(String.self, forKey: .name)
    season = try container.decodeWholeNumber(forKey: .season)
    number = try container.decodeNumberIfPresent(Int.self, forKey: .number)
    type = try container.decodeIfPresent(String.self, forKey: .type)
    airdate = try container.decodeIfPresent(String.self, forKey: .airdate)
    airtime = try container.decodeIfPresent(String.self, forKey: .airtime)
    runtime = try container.decodeNumberIfPresent(Int.self, forKey: .runtime)
    rating = try container.decodeIfPresent(RatingDTO.self, forKey: .rating)
  }
}
