/// An episode as TVMaze sends it (`/shows/ID/episodes`, embeds, schedules), with the fields
/// the app uses.
///
/// `number` is `null` for specials; `type` and `rating` appeared in 2022; `airdate` and
/// `airtime` are empty strings while an episode is unscheduled; `airstamp` is the same moment
/// in UTC with its offset, `null` while unscheduled and absent from the oldest answers. The
/// episode's page `url`, its `image` and its HTML `summary` are left in the JSON: nothing
/// shows them, and they are most of an episode's size, which decides whether a show of
/// 100 000 episodes fits in memory.
public struct EpisodeDTO: Codable, Sendable, Equatable {
  /// TVMaze's id of the episode, unique across all shows.
  public var id: Int
  /// The episode's title; `null` for a few unnamed episodes.
  public var name: String?
  /// The season number as TVMaze counts it (for daily shows often the year).
  public var season: Int
  /// The episode's number in its season; `null` for specials.
  public var number: Int?
  /// `regular`, `significant_special` or `insignificant_special`; absent in answers before 2022.
  public var type: String?
  /// The first air date as `YYYY-MM-DD` in the channel's country; empty while unscheduled.
  public var airdate: String?
  /// The local air time as `HH:MM`; empty when there is no fixed time.
  public var airtime: String?
  /// The moment it first airs, e.g. `2013-09-30T01:00:00+00:00`; `null` while unscheduled,
  /// absent from the oldest answers.
  public var airstamp: String?
  /// The length in minutes; `null` when unknown.
  public var runtime: Int?
  /// The users' rating of this episode; absent in answers before 2022.
  public var rating: RatingDTO?

  /// Creates an episode as TVMaze would send it; tests and the bundled catalog use it.
  public init(
    id: Int, name: String?, season: Int, number: Int?, type: String? = nil,
    airdate: String? = nil, airtime: String? = nil, airstamp: String? = nil, runtime: Int? = nil,
    rating: RatingDTO? = nil
  ) {
    self.id = id
    self.name = name
    self.season = season
    self.number = number
    self.type = type
    self.airdate = airdate
    self.airtime = airtime
    self.airstamp = airstamp
    self.runtime = runtime
    self.rating = rating
  }
}

extension EpisodeDTO {
  enum CodingKeys: String, CodingKey {
    case id, name, season, number, type, airdate, airtime, airstamp, runtime, rating
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
    airstamp = try container.decodeIfPresent(String.self, forKey: .airstamp)
    runtime = try container.decodeNumberIfPresent(Int.self, forKey: .runtime)
    rating = try container.decodeIfPresent(RatingDTO.self, forKey: .rating)
  }
}
