// The following module's ports, in one file as VIPER's Interfaces file keeps them: what its
// presenter asks of its view, what the view reports back, and where the router goes.

/// What the following presenter asks of its view. Class-bound so it can be held `weak`.
@MainActor
public protocol FollowingViewInput: AnyObject {
  /// Shows `message` while the followed shows load.
  func displayLoading(_ message: String)
  /// Shows the followed shows, or what a command changed.
  func display(_ viewModel: FollowingViewModel)
  /// Shows why the shows could not be loaded or changed, and what to do.
  func displayError(_ error: ErrorViewModel)
}

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

/// Navigation the following presenter decides on and its router carries out.
@MainActor
public protocol FollowingRouterInput: AnyObject {
  /// Opens the detail screen of show `id`.
  func openShow(id: Int)
  /// Closes the following screen, back to the list.
  func closeFollowing()
}
