import Foundation

/// A TV show as the app reasons about it: typed values, optional wherever TVMaze's are.
///
/// Mapping never invents a value: a missing rating stays `nil` here and is turned into
/// words only by the presenter.
public struct Show: Hashable, Sendable, Identifiable {
  /// TVMaze's id of the show.
  public var id: Int
  /// The show's name.
  public var name: String
  /// The show's page on tvmaze.com.
  public var url: URL?
  /// TVMaze's kind of show, e.g. `Scripted` or `Reality`.
  public var kind: String?
  /// The spoken language in English, e.g. `English`.
  public var language: String?
  /// TVMaze's genres; empty when none are set.
  public var genres: [String]
  /// Whether the show is running, ended or undecided; `nil` when TVMaze sent no status.
  public var status: ShowStatus?
  /// The usual episode length in minutes; `nil` when episodes vary.
  public var runtime: Int?
  /// The mean episode length in minutes.
  public var averageRuntime: Int?
  /// The first air date; `nil` for shows not yet aired.
  public var premiered: CalendarDate?
  /// The last air date; `nil` while the show runs.
  public var ended: CalendarDate?
  /// The show's own web site.
  public var officialSite: URL?
  /// The weekly slot.
  public var schedule: Schedule?
  /// The users' average rating out of 10; `nil` until enough people voted.
  public var rating: Double?
  /// TVMaze's popularity score, 0–100.
  public var weight: Int?
  /// The TV network that airs the show; `nil` for web-only shows.
  public var network: Channel?
  /// The streaming service that airs the show; `nil` for broadcast-only shows.
  public var webChannel: Channel?
  /// The show's ids on other sites.
  public var externals: Externals?
  /// Links to the show's poster.
  public var image: ShowImage?
  /// TVMaze's summary, still HTML.
  public var summaryHTML: String?
  /// When TVMaze last changed the show.
  public var updated: Date?

  /// Creates a show from its parts; only the id and the name are required.
  public init(
    id: Int, name: String, url: URL? = nil, kind: String? = nil, language: String? = nil,
    genres: [String] = [], status: ShowStatus? = nil, runtime: Int? = nil,
    averageRuntime: Int? = nil, premiered: CalendarDate? = nil, ended: CalendarDate? = nil,
    officialSite: URL? = nil, schedule: Schedule? = nil, rating: Double? = nil,
    weight: Int? = nil, network: Channel? = nil, webChannel: Channel? = nil,
    externals: Externals? = nil, image: ShowImage? = nil, summaryHTML: String? = nil,
    updated: Date? = nil
  ) {
    self.id = id
    self.name = name
    self.url = url
    self.kind = kind
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
    self.externals = externals
    self.image = image
    self.summaryHTML = summaryHTML
    self.updated = updated
  }

  /// Maps the wire format. A missing genre list is the same fact as an empty one, so it
  /// becomes `[]`; every other absent value stays `nil`.
  public init(dto: ShowDTO) {
    self.init(
      id: dto.id,
      name: dto.name,
      url: dto.url.flatMap(URL.init(string:)),
      kind: dto.type,
      language: dto.language,
      genres: dto.genres ?? [],
      status: ShowStatus(text: dto.status),
      runtime: dto.runtime,
      averageRuntime: dto.averageRuntime,
      premiered: CalendarDate(iso: dto.premiered),
      ended: CalendarDate(iso: dto.ended),
      officialSite: dto.officialSite.flatMap(URL.init(string:)),
      schedule: dto.schedule.map(Schedule.init(dto:)),
      rating: dto.rating?.average,
      weight: dto.weight,
      network: dto.network.map(Channel.init(dto:)),
      webChannel: dto.webChannel.map(Channel.init(dto:)),
      externals: dto.externals.map(Externals.init(dto:)),
      image: dto.image.map(ShowImage.init(dto:)),
      summaryHTML: dto.summary,
      updated: dto.updated.map { Date(timeIntervalSince1970: TimeInterval($0)) }
    )
  }

  /// The channel a viewer tunes to: the network when there is one, else the web channel.
  public var channel: Channel? { network ?? webChannel }
}
