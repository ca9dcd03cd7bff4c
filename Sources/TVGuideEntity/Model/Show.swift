import Foundation

/// A TV show as the app reasons about it: typed values, optional wherever TVMaze's are.
///
/// Mapping never invents a value: a missing rating stays `nil` here and is turned into
/// words only by the presenter.
public struct Show: Hashable, Sendable, Identifiable {
  public var id: Int
  public var name: String
  public var url: URL?
  public var kind: String?
  public var language: String?
  public var genres: [String]
  public var status: ShowStatus?
  public var runtime: Int?
  public var averageRuntime: Int?
  public var premiered: CalendarDate?
  public var ended: CalendarDate?
  public var officialSite: URL?
  public var schedule: Schedule?
  public var rating: Double?
  public var weight: Int?
  public var network: Channel?
  public var webChannel: Channel?
  public var externals: Externals?
  public var image: ShowImage?
  /// TVMaze's summary, still HTML.
  public var summaryHTML: String?
  public var updated: Date?

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
