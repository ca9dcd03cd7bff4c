/// What the following screen and the `follow`, `following`, `next` and `watched` commands
/// show: a headline and the followed shows' rows.
public struct FollowingViewModel: Equatable, Sendable {
  /// One sentence: what is listed, or what a command changed.
  public var headline: String
  /// The followed shows; empty for a command that changed something.
  public var rows: [FollowingRow]
  /// Whether this is `next`'s agenda (``agenda`` and ``notListed``) rather than a list of shows.
  public var isAgenda = false
  /// `next` only: the heading a screen gives the shows the agenda leaves out (``rows`` past the
  /// agenda's entries), to keep each within reach: `No date yet, or ended`.
  public var undatedHeading = ""
  /// `next` only: the dated episodes grouped by day, soonest first; empty for the other lists.
  public var agenda: [AgendaDay] = []
  /// `next` only: what the agenda leaves out, `Not listed: 2 shows with no date yet, 1 ended.`;
  /// `nil` when it leaves out nothing.
  public var notListed: String?
  /// One line on the moment the list is measured from when it is not now on current data (a
  /// day asked for, or inside the bundled catalog, whose data ends before today).
  public var notice: String?
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
