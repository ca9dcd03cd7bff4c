/// One followed show as a row: plain text, every optional resolved.
public struct FollowingRow: Equatable, Sendable {
  /// TVMaze's id of the show.
  public var showID: Int
  /// The show's name.
  public var name: String
  /// The local day its next episode airs, `14 Apr 2019`, else `no date yet` or `ended`.
  public var when: String
  /// The next episode's code and title, e.g. `S02E05 Fly`; empty when there is none.
  public var episode: String
  /// How many aired episodes are left to watch, e.g. `3 unwatched`; empty when unknown.
  public var unwatched: String

  /// Creates a row.
  public init(showID: Int, name: String, when: String, episode: String, unwatched: String) {
    self.showID = showID
    self.name = name
    self.when = when
    self.episode = episode
    self.unwatched = unwatched
  }
}
