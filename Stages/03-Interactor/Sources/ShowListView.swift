/// What the list presenter asks its view to do. Class-bound, so the presenter can hold its
/// view `weak`: the view controller owns the presenter, not the other way round.
@MainActor
protocol ShowListView: AnyObject {
  func displayLoading(_ message: String)
  func display(_ rows: [ShowRow])
  func displayError(_ message: String)
  /// Opens a show's detail screen; the presenter decides when.
  func showDetail(showID: Int)
}
