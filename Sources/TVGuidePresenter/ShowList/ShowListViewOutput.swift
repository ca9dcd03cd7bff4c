/// What the show list view reports to its presenter: lifecycle, typing and selection.
/// The view passes the row's index; the presenter owns the list and knows which show it is.
@MainActor
public protocol ShowListViewOutput: AnyObject {
  func viewDidLoad()
  func searchTextDidChange(_ text: String)
  func searchDidCancel()
  /// The search text is a whole query (line mode's `/TEXT`): search without the debounce.
  func searchDidSubmit(_ text: String)
  func didSelectRow(at index: Int)
  func didReachEndOfList()
  func didRequestRetry()
  /// The key that cycles the status filter: all, running, ended, … and back to all.
  func didRequestNextStatusFilter()
  /// A status typed by name (line mode's `status running`), not yet checked.
  func didRequestStatusFilter(named name: String)
}
