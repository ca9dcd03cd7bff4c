/// One episode in `SeasonDocument`; `number` is `null` for specials.
public struct EpisodeDocument: Encodable, Equatable, Sendable {
  // Declared in the order of their keys, the order `--json` prints them: the writer then has
  // no object to reorder, which for a show of 50,000 seasons was a copy of each.
  /// The first air date as `YYYY-MM-DD`; `null` while unscheduled.
  public var airdate: String?
  /// TVMaze's id of the episode.
  public var id: Int
  /// The episode's title as printable text; `null` when it has none.
  public var name: String?
  /// The episode's number in its season; `null` for specials.
  public var number: Int?
  /// The length in minutes; `null` when unknown.
  public var runtime: Int?
  /// TVMaze's word for the kind of episode, e.g. `regular` or `significant_special`; `null` when absent.
  public var type: String?
  /// Whether the user marked it watched; left out, not `null`, for a show the user neither
  /// follows nor has marked, whose document stays as it always was.
  public var watched: Bool?

  /// Creates the document of one episode.
  public init(
    id: Int, number: Int?, name: String?, airdate: String?, runtime: Int?, type: String?,
    watched: Bool? = nil
  ) {
    self.id = id
    self.number = number
    self.name = name
    self.airdate = airdate
    self.runtime = runtime
    self.type = type
    self.watched = watched
  }

  private enum CodingKeys: String, CodingKey {
    case airdate, id, name, number, runtime, type, watched
  }

  /// Every key, absent values `null`, but `watched` only when it is known.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(airdate, forKey: .airdate)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encodeIfPresent(number, forKey: .number)
    try container.encodeIfPresent(runtime, forKey: .runtime)
    try container.encodeIfPresent(type, forKey: .type)
    if let watched { try container.encode(watched, forKey: .watched) }
  }
}
