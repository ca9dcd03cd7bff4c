/// An episode as the app reasons about it; `number` is `nil` for specials.
public struct Episode: Hashable, Sendable, Identifiable {
  public var id: Int
  public var name: String?
  public var season: Int
  public var number: Int?
  public var kind: EpisodeKind?
  public var airdate: CalendarDate?
  public var airtime: TimeOfDay?
  public var runtime: Int?
  public var rating: Double?

  public init(
    id: Int, name: String?, season: Int, number: Int?, kind: EpisodeKind? = nil,
    airdate: CalendarDate? = nil, airtime: TimeOfDay? = nil, runtime: Int? = nil,
    rating: Double? = nil
  ) {
    self.id = id
    self.name = name
    self.season = season
    self.number = number
    self.kind = kind
    self.airdate = airdate
    self.airtime = airtime
    self.runtime = runtime
    self.rating = rating
  }

  public init(dto: EpisodeDTO) {
    self.init(
      id: dto.id,
      name: dto.name,
      season: dto.season,
      number: dto.number,
      kind: EpisodeKind(text: dto.type),
      airdate: CalendarDate(iso: dto.airdate),
      airtime: TimeOfDay(text: dto.airtime),
      runtime: dto.runtime,
      rating: dto.rating?.average
    )
  }

  /// Specials have no number in their season; TVMaze marks them `*_special` since 2022.
  public var isSpecial: Bool {
    switch kind {
    case .significantSpecial, .insignificantSpecial: true
    default: number == nil
    }
  }
}
