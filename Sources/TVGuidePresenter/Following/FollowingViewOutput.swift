/// What the following screen reports to its presenter.
@MainActor
public protocol FollowingViewOutput: AnyObject {
  /// The screen is about to show, first or again after a show it opened: time to load the
  /// followed shows, whose marks may have changed meanwhile.
  func viewWillAppear()
  /// The user chose the row at `index`: open its show.
  func didSelectRow(at index: Int)
  /// The user wants to stop following the show of the row at `index`.
  func didRequestUnfollow(at index: Int)
  /// The user asked to load the shows again.
  func didRequestRetry()
  /// The user wants to leave the screen.
  func didRequestBack()
}
