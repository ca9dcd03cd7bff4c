// The detail module's ports, in one file as VIPER's Interfaces file keeps them: what its presenter
// asks of its view, what the view reports back, and where the router goes.

/// What the detail presenter asks its view to show. Class-bound so it can be held `weak`.
@MainActor
public protocol ShowDetailViewInput: AnyObject {
  /// Shows `message` while the show loads, in place of the show.
  func displayLoading(_ message: String)
  /// Shows the loaded show.
  func display(_ viewModel: ShowDetailViewModel)
  /// Shows why the show could not be loaded, and what to do.
  func displayError(_ error: ErrorViewModel)
}

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

/// Navigation the detail presenter decides on and its router carries out.
@MainActor
public protocol ShowDetailRouterInput: AnyObject {
  /// Closes the detail screen, back to the screen below it.
  func closeShow()
}
