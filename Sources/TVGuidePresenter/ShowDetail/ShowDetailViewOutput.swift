/// What the detail view reports to its presenter.
@MainActor
public protocol ShowDetailViewOutput: AnyObject {
  /// The view was created: time to load the show.
  func viewDidLoad()
  /// The user wants to leave the screen.
  func didRequestBack()
  /// The user asked to try loading the show again.
  func didRequestRetry()
  /// The user wants to follow the show, or stop following it.
  func didRequestToggleFollow()
  /// The user wants the episode at `row` of section `section` marked watched, or unwatched.
  func didRequestToggleWatched(section: Int, row: Int)
}
