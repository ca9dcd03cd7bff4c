/// What the following screen and the `follow`, `following`, `next` and `watched` commands
/// show: a headline and the followed shows' rows.
public struct FollowingViewModel: Equatable, Sendable {
  /// One sentence: what is listed, or what a command changed.
  public var headline: String
  /// The followed shows; empty for a command that changed something.
  public var rows: [FollowingRow]
  /// One line on what could not be listed as asked (a show left out, saved copies shown, the
  /// changes not checked); `nil` when the list is whole and current.
  public var warning: String?
  /// The followed shows left out of `rows` because they could not be read, by id: a view with
  /// no command line (the web page) offers to unfollow them.
  public var leftOutShowIDs: [Int] = []
  /// The same facts for `--json`; set only when the presenter is asked to build it.
  package var document: FollowingDocument?

  /// Creates a view model to show.
  public init(headline: String, rows: [FollowingRow]) {
    self.headline = headline
    self.rows = rows
  }
}
