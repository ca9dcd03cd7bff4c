/// What `--json` prints for `following`, `next`, `follow`, `unfollow`, `watched` and
/// `unwatched`. Its keys are its properties' names; absent values are `null`.
public struct FollowingDocument: Encodable, Equatable, Sendable {
  /// The day a list is measured from, `2013-09-28`, when it is not now (`--as-of`, or inside
  /// the bundled catalog, whose data ends before today); `null` otherwise.
  public var asOf: String?
  /// The shows a command followed or unfollowed, or whose episodes it marked; `null` for a list.
  public var changed: [ShowNameDocument]?
  /// The last day of a snapshot source's data (the bundled catalog), for a list; `null` for a
  /// current source.
  public var dataEnd: String?
  /// The episodes a `watched` or `unwatched` command marked, as `S01E05`; `null` otherwise.
  public var episodes: [String]?
  /// The followed shows, for `following` and `next`; `null` for a command that changed something.
  public var shows: [FollowedShowDocument]?
  /// Whether the episodes were marked watched (`true`) or unwatched; `null` otherwise.
  public var watched: Bool?

  /// Creates the document.
  public init(
    changed: [ShowNameDocument]? = nil, episodes: [String]? = nil, shows: [FollowedShowDocument]? = nil,
    watched: Bool? = nil
  ) {
    self.changed = changed
    self.episodes = episodes
    self.shows = shows
    self.watched = watched
  }
}

/// A show by id and name.
public struct ShowNameDocument: Encodable, Equatable, Sendable {
  /// TVMaze's id.
  public var id: Int
  /// The show's name.
  public var name: String?
}

/// A followed show and its next episode, as `--json` prints it.
public struct FollowedShowDocument: Encodable, Equatable, Sendable {
  /// When the next episode airs, ISO 8601 with the local time zone's offset; `null` without a date.
  public var airs: String?
  /// The next episode, when one is known.
  public var episode: NextEpisodeDocument?
  /// TVMaze's id of the show.
  public var id: Int
  /// The show's name.
  public var name: String?
  /// `airs`, `noDateYet` or `ended`.
  public var next: String
  /// Aired episodes not marked watched; `null` when the source does not hold the episodes.
  public var unwatched: Int?
}

/// The next episode of a followed show.
public struct NextEpisodeDocument: Encodable, Equatable, Sendable {
  /// Its title.
  public var name: String?
  /// Its number in its season; `null` for a special.
  public var number: Int?
  /// Its season.
  public var season: Int
}
