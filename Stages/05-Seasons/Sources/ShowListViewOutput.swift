/// What the list view tells its presenter. The view reports the row's index; the presenter
/// owns the list and knows which show that is.
@MainActor
protocol ShowListViewOutput: AnyObject {
  func viewDidAppear()
  func didSelectRow(at index: Int)
  func didReachEndOfList()
  func didRequestRetry()
}
