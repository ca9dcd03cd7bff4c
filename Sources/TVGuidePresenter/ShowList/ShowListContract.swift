import TVGuideInteractor

// The show list module's ports, in one file as VIPER's Interfaces file keeps them: what its
// presenter asks of its view, what the view reports back, and where the router goes.

/// What the show list presenter asks its view to show. Class-bound so the presenter can hold
/// the view `weak`: the view owns the presenter, never the other way round.
@MainActor
public protocol ShowListViewInput: AnyObject {
  /// Shows `viewModel` in place of whatever was shown before.
  func display(_ viewModel: ShowListViewModel)
}

/// What the show list view reports to its presenter: lifecycle, typing and selection.
/// The view passes the row's index; the presenter owns the list and knows which show it is.
@MainActor
public protocol ShowListViewOutput: AnyObject {
  /// The view was created: time to load the first page.
  func viewDidLoad()
  /// The search text changed as the user types, read into a query by the view; a blank one
  /// ends the search.
  func searchTextDidChange(_ query: SearchQuery)
  /// The user cancelled the search.
  func searchDidCancel()
  /// The search text is a whole query (line mode's `/TEXT`): search without the debounce.
  func searchDidSubmit(_ query: SearchQuery)
  /// The user opened row `index` of the rows last displayed.
  func didSelectRow(at index: Int)
  /// The selection reached the last row: a chance to load the next page.
  func didReachEndOfList()
  /// The user asked to try again what failed.
  func didRequestRetry()
  /// The key that cycles the status filter: all, running, ended, … and back to all.
  func didRequestNextStatusFilter()
  /// A status typed by name (line mode's `status running`), not yet checked.
  func didRequestStatusFilter(named name: String)
  /// The user wants the followed shows' screen.
  func didRequestFollowing()
  /// The user wants to follow the show of row `index`, or stop following it.
  func didRequestToggleFollow(at index: Int)
}

/// Navigation the show list presenter decides on and its router carries out.
@MainActor
public protocol ShowListRouterInput: AnyObject {
  /// Opens the detail screen of show `id`.
  func openShow(id: Int)
  /// Opens the followed shows' screen.
  func openFollowing()
}
