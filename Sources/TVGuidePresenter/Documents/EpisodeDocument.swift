/// One episode in `SeasonDocument`; `number` is `null` for specials.
public struct EpisodeDocument: Encodable, Equatable, Sendable {
  public var id: Int
  public var number: Int?
  public var name: String?
  public var airdate: String?
  public var runtime: Int?
  public var type: String?

  public init(
    id: Int, number: Int?, name: String?, airdate: String?, runtime: Int?, type: String?
  ) {
    self.id = id
    self.number = number
    self.name = name
    self.airdate = airdate
    self.runtime = runtime
    self.type = type
  }

  private enum CodingKeys: String, CodingKey {
    case id, number, name, airdate, runtime, type
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(number, forKey: .number)
    try container.encode(name, forKey: .name)
    try container.encode(airdate, forKey: .airdate)
    try container.encode(runtime, forKey: .runtime)
    try container.encode(type, forKey: .type)
  }
}
