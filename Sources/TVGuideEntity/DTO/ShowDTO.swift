/// A TV show exactly as TVMaze sends it (`/shows`, `/shows/ID`, search results, embeds).
///
/// Everything but `id` and `name` is optional: TVMaze sends `null` for many fields, and
/// answers from 2015–2017 omit keys that were added later (`averageRuntime`, `ended`,
/// `officialSite`, `dvdCountry`).
public struct ShowDTO: Codable, Sendable, Equatable {
  public var id: Int
  public var url: String?
  public var name: String
  public var type: String?
  public var language: String?
  public var genres: [String]?
  public var status: String?
  public var runtime: Int?
  public var averageRuntime: Int?
  public var premiered: String?
  public var ended: String?
  public var officialSite: String?
  public var schedule: ScheduleDTO?
  public var rating: RatingDTO?
  public var weight: Int?
  public var network: ChannelDTO?
  public var webChannel: ChannelDTO?
  public var dvdCountry: CountryDTO?
  public var externals: ExternalsDTO?
  public var image: ImageDTO?
  public var summary: String?
  public var updated: Int?
  public var embedded: ShowEmbeddedDTO?

  enum CodingKeys: String, CodingKey {
    case id, url, name, type, language, genres, status, runtime, averageRuntime, premiered
    case ended, officialSite, schedule, rating, weight, network, webChannel, dvdCountry
    case externals, image, summary, updated
    case embedded = "_embedded"
  }

  public init(
    id: Int, url: String? = nil, name: String, type: String? = nil, language: String? = nil,
    genres: [String]? = nil, status: String? = nil, runtime: Int? = nil,
    averageRuntime: Int? = nil, premiered: String? = nil, ended: String? = nil,
    officialSite: String? = nil, schedule: ScheduleDTO? = nil, rating: RatingDTO? = nil,
    weight: Int? = nil, network: ChannelDTO? = nil, webChannel: ChannelDTO? = nil,
    dvdCountry: CountryDTO? = nil, externals: ExternalsDTO? = nil, image: ImageDTO? = nil,
    summary: String? = nil, updated: Int? = nil, embedded: ShowEmbeddedDTO? = nil
  ) {
    self.id = id
    self.url = url
    self.name = name
    self.type = type
    self.language = language
    self.genres = genres
    self.status = status
    self.runtime = runtime
    self.averageRuntime = averageRuntime
    self.premiered = premiered
    self.ended = ended
    self.officialSite = officialSite
    self.schedule = schedule
    self.rating = rating
    self.weight = weight
    self.network = network
    self.webChannel = webChannel
    self.dvdCountry = dvdCountry
    self.externals = externals
    self.image = image
    self.summary = summary
    self.updated = updated
    self.embedded = embedded
  }
}

extension ShowDTO {
  /// Only the id must be an exact whole number; the other numbers are read leniently.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeWholeNumber(forKey: .id)
    url = try container.decodeIfPresent(String.self, forKey: .url)
    name = try container.decode(String.self, forKey: .name)
    type = try container.decodeIfPresent(String.self, forKey: .type)
    language = try container.decodeIfPresent(String.self, forKey: .language)
    genres = try container.decodeIfPresent([String].self, forKey: .genres)
    status = try container.decodeIfPresent(String.self, forKey: .status)
    runtime = try container.decodeNumberIfPresent(Int.self, forKey: .runtime)
    averageRuntime = try container.decodeNumberIfPresent(Int.self, forKey: .averageRuntime)
    premiered = try container.decodeIfPresent(String.self, forKey: .premiered)
    ended = try container.decodeIfPresent(String.self, forKey: .ended)
    officialSite = try container.decodeIfPresent(String.self, forKey: .officialSite)
    schedule = try container.decodeIfPresent(ScheduleDTO.self, forKey: .schedule)
    rating = try container.decodeIfPresent(RatingDTO.self, forKey: .rating)
    weight = try container.decodeNumberIfPresent(Int.self, forKey: .weight)
    network = try container.decodeIfPresent(ChannelDTO.self, forKey: .network)
    webChannel = try container.decodeIfPresent(ChannelDTO.self, forKey: .webChannel)
    dvdCountry = try container.decodeIfPresent(CountryDTO.self, forKey: .dvdCountry)
    externals = try container.decodeIfPresent(ExternalsDTO.self, forKey: .externals)
    image = try container.decodeIfPresent(ImageDTO.self, forKey: .image)
    summary = try container.decodeIfPresent(String.self, forKey: .summary)
    updated = try container.decodeNumberIfPresent(Int.self, forKey: .updated)
    embedded = try container.decodeIfPresent(ShowEmbeddedDTO.self, forKey: .embedded)
  }
}
