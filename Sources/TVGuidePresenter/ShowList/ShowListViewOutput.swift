import TVGuideInteractor

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
