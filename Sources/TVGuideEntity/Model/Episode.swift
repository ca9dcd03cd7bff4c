import Foundation

/// An episode as the app reasons about it; `number` is `nil` for specials.
public struct Episode: Hashable, Sendable, Identifiable {
  /// TVMaze's id of the episode, unique across all shows.
  public var id: Int
  /// The episode's title, `nil` when TVMaze has none.
  public var name: String?
  /// The number of the season it belongs to.
  public var season: Int
  /// The episode's number in its season; `nil` for specials.
  public var number: Int?
  /// Regular episode or special, when TVMaze says so (only since 2022).
  public var kind: EpisodeKind?
  /// The first air date in the channel's country; `nil` while unscheduled.
  public var airdate: CalendarDate?
  /// The local air time; `nil` when there is no fixed time.
  public var airtime: TimeOfDay?
  /// The moment it first airs, from TVMaze's `airstamp`; `nil` while unscheduled and in
  /// answers from before TVMaze sent one.
  public var airstamp: Date?
  /// The length in minutes.
  public var runtime: Int?
  /// The users' average rating out of 10.
  public var rating: Double?

  /// Creates an episode from its parts.
  public init(
    id: Int, name: String?, season: Int, number: Int?, kind: EpisodeKind? = nil,
    airdate: CalendarDate? = nil, airtime: TimeOfDay? = nil, airstamp: Date? = nil, runtime: Int? = nil,
    rating: Double? = nil
  ) {
    self.id = id
    self.name = name
    self.season = season
    self.number = number
    self.kind = kind
    self.airdate = airdate
    self.airtime = airtime
    self.airstamp = airstamp
    self.runtime = runtime
    self.rating = rating
  }

  /// Maps the wire format; a date or time TVMaze wrote in an unknown form becomes `nil`.
  public init(dto: EpisodeDTO) {
    self.init(
      id: dto.id,
      name: dto.name,
      season: dto.season,
      number: dto.number,
      kind: EpisodeKind(text: dto.type),
      airdate: CalendarDate(iso: dto.airdate),
      airtime: TimeOfDay(text: dto.airtime),
      airstamp: Airstamp.date(from: dto.airstamp),
      runtime: dto.runtime,
      rating: dto.rating?.average
    )
  }

  /// When it airs: TVMaze's airstamp, an exact instant, whenever it gave a readable one;
  /// else its air date and time in `timeZone`, the time zone of the show's channel, worked
  /// out as TVMaze works out its stamps (``AirInstant``); `nil` when neither says.
  public func airs(inChannelTimeZone timeZone: TimeZone?) -> Date? {
    if let airstamp { return airstamp }
    guard let airdate, let airtime, let timeZone else { return nil }
    return AirInstant.instant(of: airdate, at: airtime, in: timeZone)
  }

  /// Specials have no number in their season; TVMaze marks them `*_special` since 2022.
  public var isSpecial: Bool {
    switch kind {
    case .significantSpecial, .insignificantSpecial: true
    default: number == nil
    }
  }
}
