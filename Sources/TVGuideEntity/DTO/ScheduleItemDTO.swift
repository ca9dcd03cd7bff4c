/// One entry of `GET /schedule` or `/schedule/web`: an episode and the show it belongs to.
///
/// TVMaze sends the show as `show` in the TV schedule and as `_embedded.show` in the web
/// schedule; both shapes decode here.
public struct ScheduleItemDTO: Decodable, Sendable, Equatable {
  public var episode: EpisodeDTO
  public var show: ShowDTO?

  private enum CodingKeys: String, CodingKey {
    case show
    case embedded = "_embedded"
  }

  private struct Embedded: Decodable {
    var show: ShowDTO?
  }

  public init(from decoder: any Decoder) throws {
    episode = try EpisodeDTO(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    show =
      try container.decodeIfPresent(ShowDTO.self, forKey: .show)
      ?? container.decodeIfPresent(Embedded.self, forKey: .embedded)?.show
  }
}
