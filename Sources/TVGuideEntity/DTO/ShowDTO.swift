/// A TV show exactly as TVMaze sends it (`/shows`, `/shows/ID`, search results, embeds).
///
/// Everything but `id` and `name` is optional: TVMaze sends `null` for many fields, and
/// answers from 2015–2017 omit keys that were added later (`averageRuntime`, `ended`,
/// `officialSite`, `dvdCountry`).
public struct ShowDTO: Codable, Sendable, Equatable {
  /// TVMaze's id of the show, the one in `/shows/ID`.
  public var id: Int
  /// The show's page on tvmaze.com.
  public var url: String?
  /// The show's name.
  public var name: String
  /// TVMaze's kind of show, e.g. `Scripted`, `Reality` or `Animation`.
  public var type: String?
  /// The spoken language in English, e.g. `English` or `Japanese`.
  public var language: String?
  /// TVMaze's genres, e.g. `Drama`; `null` or empty when none are set.
  public var genres: [String]?
  /// `Running`, `Ended`, `To Be Determined` or `In Development`.
  public var status: String?
  /// The usual episode length in minutes; `null` when episodes vary.
  public var runtime: Int?
  /// The mean episode length in minutes, rounded; missing from old answers.
  public var averageRuntime: Int?
  /// The first air date as `YYYY-MM-DD`; `null` for shows not yet aired.
  public var premiered: String?
  /// The last air date as `YYYY-MM-DD`; `null` while the show runs.
  public var ended: String?
  /// The show's own web site, when TVMaze knows one.
  public var officialSite: String?
  /// The weekly slot.
  public var schedule: ScheduleDTO?
  /// The users' rating of the show.
  public var rating: RatingDTO?
  /// TVMaze's popularity score, 0–100.
  public var weight: Int?
  /// The TV network that airs the show; `null` for web-only shows.
  public var network: ChannelDTO?
  /// The streaming service that airs the show; `null` for broadcast-only shows.
  public var webChannel: ChannelDTO?
  /// The country of a show released on DVD instead of being aired; `null` for nearly all shows.
  public var dvdCountry: CountryDTO?
  /// The show's ids on other sites.
  public var externals: ExternalsDTO?
  /// Links to the show's poster.
  public var image: ImageDTO?
  /// The synopsis as HTML (`<p>`, `<b>`); `null` when none was written.
  public var summary: String?
  /// When TVMaze last changed the show, in seconds since 1970 (UTC).
  public var updated: Int?
  /// The `_embedded` block, present only when the request asked for an embed.
  public var embedded: ShowEmbeddedDTO?

  enum CodingKeys: String, CodingKey {
    case id, url, name, type, language, genres, status, runtime, averageRuntime, premiered
    case ended, officialSite, schedule, rating, weight, network, webChannel, dvdCountry
    case externals, image, summary, updated
    case embedded = "_embedded"
  }

  /// Creates a show as TVMaze would send it; only the id and the name are required.
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
