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

  /// Creates a row.
  public init(isFollowed: Bool, show: String, episode: String, channel: String?) {
    self.isFollowed = isFollowed
    self.show = show
    self.episode = episode
    self.channel = channel
  }
}
