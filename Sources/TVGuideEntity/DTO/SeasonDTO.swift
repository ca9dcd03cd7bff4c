/// A season as `GET /shows/ID/seasons` sends it (kept for a later seasons view).
public struct SeasonDTO: Codable, Sendable, Equatable {
  /// TVMaze's id of the season.
  public var id: Int
  /// The season's number in the show.
  public var number: Int?
  /// The season's title; usually empty.
  public var name: String?
  /// How many episodes the season is announced to have.
  public var episodeOrder: Int?
  /// The first air date as `YYYY-MM-DD`.
  public var premiereDate: String?
  /// The last air date as `YYYY-MM-DD`.
  public var endDate: String?
  /// The TV network that aired the season.
  public var network: ChannelDTO?
  /// The streaming service that aired the season.
  public var webChannel: ChannelDTO?
  /// The season's synopsis as HTML.
  public var summary: String?
}
