/// One episode of a time slot, every string ready to show.
public struct TonightRow: Equatable, Sendable {
  /// Whether the user follows the show: the row is marked.
  public var isFollowed: Bool
  /// The show's name.
  public var show: String
  /// `S01E02 Name`, or the name alone for a special.
  public var episode: String
  /// The network or streaming service; `nil` when none is known.
  public var channel: String?
  /// TVMaze's id of the show, for a view that links the name to the show; `nil` when the
  /// schedule sent no show.
  public var showID: Int?

  /// Creates a row; by default of no show a view could link to.
  public init(isFollowed: Bool, show: String, episode: String, channel: String?, showID: Int? = nil) {
    self.isFollowed = isFollowed
    self.show = show
    self.episode = episode
    self.channel = channel
    self.showID = showID
  }
}
