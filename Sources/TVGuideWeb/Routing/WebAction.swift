/// What a button of a page asks the server to change, posted with the form's token: follow or
/// unfollow a show, mark an episode watched or unwatched. Each says the state it wants, not
/// "toggle", so a form sent twice changes nothing the second time.
public struct WebAction: Hashable, Sendable {
  /// The change asked for.
  public enum Change: Hashable, Sendable {
    /// Follow the show (`true`) or stop following it.
    case follow(Bool)
    /// Mark episode `number` of season `season` watched (`true`) or unwatched.
    case watched(Bool, season: Int, number: Int)
  }

  /// TVMaze's id of the show.
  public var showID: Int
  /// What changes.
  public var change: Change
  /// The page the browser is sent to once the change is made (`303 See Other`).
  public var returnRoute: WebRoute

  /// Creates an action; by default the browser goes back to the show's page.
  public init(showID: Int, change: Change, returnRoute: WebRoute? = nil) {
    self.showID = showID
    self.change = change
    self.returnRoute = returnRoute ?? .show(id: showID)
  }
}
