/// An episode exactly as TVMaze sends it (`/shows/ID/episodes`, embeds, schedules).
///
/// `number` is `null` for specials; `type` and `rating` appeared in 2022; `airdate` and
/// `airtime` are empty strings, and `airstamp` is `null`, while an episode is unscheduled.
public struct EpisodeDTO: Codable, Sendable, Equatable {
  public var id: Int
  public var url: String?
  public var name: String?
  public var season: Int
  public var number: Int?
  public var type: String?
  public var airdate: String?
  public var airtime: String?
  public var airstamp: String?
  public var runtime: Int?
  public var rating: RatingDTO?
  public var image: ImageDTO?
  public var summary: String?

  public init(
    id: Int, url: String? = nil, name: String?, season: Int, number: Int?, type: String? = nil,
    airdate: String? = nil, airtime: String? = nil, airstamp: String? = nil,
    runtime: Int? = nil, rating: RatingDTO? = nil, image: ImageDTO? = nil,
    summary: String? = nil
  ) {
    self.id = id
    self.url = url
    self.name = name
    self.season = season
    self.number = number
    self.type = type
    self.airdate = airdate
    self.airtime = airtime
    self.airstamp = airstamp
    self.runtime = runtime
    self.rating = rating
    self.image = image
    self.summary = summary
  }
}
