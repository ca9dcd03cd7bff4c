/// A season as `GET /shows/ID/seasons` sends it (kept for a later seasons view).
public struct SeasonDTO: Codable, Sendable, Equatable {
  public var id: Int
  public var number: Int?
  public var name: String?
  public var episodeOrder: Int?
  public var premiereDate: String?
  public var endDate: String?
  public var network: ChannelDTO?
  public var webChannel: ChannelDTO?
  public var summary: String?
}
