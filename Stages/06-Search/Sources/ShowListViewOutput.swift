/// What the list view tells its presenter: lifecycle, typing and selection. The view reports
/// the row's index; the presenter owns the list and knows which show that is.
@MainActor
protocol ShowListViewOutput: AnyObject {
  func viewDidLoad()
  func searchTextDidChange(_ text: String)
  func searchDidCancel()
  func didSelectRow(at index: Int)
  func didReachEndOfList()
  func didRequestRetry()
}
