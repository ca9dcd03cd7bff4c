/// One entry of `GET /schedule` or `/schedule/web`: an episode and the show it belongs to.
///
/// TVMaze sends the show as `show` in the TV schedule and as `_embedded.show` in the web
/// schedule; both shapes decode here.
public struct ScheduleItemDTO: Decodable, Sendable, Equatable {
  /// The episode that airs; the entry's own fields are the episode's.
  public var episode: EpisodeDTO
  /// The show the episode belongs to, from `show` or `_embedded.show`; `nil` when neither is sent.
  public var show: ShowDTO?
  /// When the episode airs as an instant, ISO 8601 with an offset (`2019-01-19T13:00:00+00:00`);
  /// kept here though `EpisodeDTO` leaves it out, since a schedule is read by the instant.
  public var airstamp: String?

  private enum CodingKeys: String, CodingKey {
    case show, airstamp
    case embedded = "_embedded"
  }

  private struct Embedded: Decodable {
    var show: ShowDTO?
  }

  /// Creates an entry as TVMaze would send it; tests use it.
  public init(episode: EpisodeDTO, show: ShowDTO?, airstamp: String?) {
    self.episode = episode
    self.show = show
    self.airstamp = airstamp
  }

  /// Reads the episode from the entry itself and the show from whichever key holds it.
  public init(from decoder: any Decoder) throws {
    episode = try EpisodeDTO(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    show =
      try container.decodeIfPresent(ShowDTO.self, forKey: .show)
      ?? container.decodeIfPresent(Embedded.self, forKey: .embedded)?.show
    airstamp = try container.decodeIfPresent(String.self, forKey: .airstamp)
  }
}
