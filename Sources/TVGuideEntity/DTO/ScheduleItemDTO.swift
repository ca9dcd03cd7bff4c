/// One entry of `GET /schedule` or `/schedule/web`: an episode and the show it belongs to.
///
/// TVMaze sends the show as `show` in the TV schedule and as `_embedded.show` in the web
/// schedule; both shapes decode here.
public struct ScheduleItemDTO: Decodable, Sendable, Equatable {
  /// The episode that airs; the entry's own fields are the episode's.
  public var episode: EpisodeDTO
  /// The show the episode belongs to, from `show` or `_embedded.show`; `nil` when neither is sent.
  public var show: ShowDTO?

  private enum CodingKeys: String, CodingKey {
    case show
    case embedded = "_embedded"
  }

  private struct Embedded: Decodable {
    var show: ShowDTO?
  }

  /// Reads the episode from the entry itself and the show from whichever key holds it.
  public init(from decoder: any Decoder) throws {
    episode = try EpisodeDTO(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    show =
      try container.decodeIfPresent(ShowDTO.self, forKey: .show)
      ?? container.decodeIfPresent(Embedded.self, forKey: .embedded)?.show
  }
}
