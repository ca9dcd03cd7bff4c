/// A day's schedule as `tvguide tonight --json` prints it. Its keys are its properties' names,
/// in the order declared; absent values are `null`.
public struct TonightDocument: Encodable, Equatable, Sendable {
  /// One episode of the schedule.
  public struct Entry: Encodable, Equatable, Sendable {
    /// When it airs, ISO 8601 in UTC; `null` when TVMaze gave no instant.
    public var airstamp: String?
    /// The channel's name; `null` when none is known.
    public var channel: String?
    /// TVMaze's episode id.
    public var episodeID: Int
    /// Whether the user follows the show.
    public var followed: Bool
    /// The local time in the user's time zone, `HH:MM`; `null` without an instant.
    public var localTime: String?
    /// The episode's name.
    public var name: String?
    /// The episode's number in its season; `null` for a special.
    public var number: Int?
    /// The season.
    public var season: Int
    /// The show's name; `null` when the schedule sent no show.
    public var show: String?
    /// TVMaze's show id; `null` when the schedule sent no show.
    public var showID: Int?
  }

  /// The country, `null` for every country (the web schedule's default).
  public var country: String?
  /// The day, `YYYY-MM-DD`.
  public var date: String
  /// The episodes in airing order.
  public var entries: [Entry]
  /// `tv` or `web`.
  public var kind: String
  /// The time zone `localTime` is told in.
  public var timeZone: String
}
