/// What the list presenter asks its view to show. Class-bound, so the presenter can hold its
/// view `weak`: the view controller owns the presenter, not the other way round.
@MainActor
protocol ShowListViewInput: AnyObject {
  func displayLoading(_ message: String)
  func display(_ rows: [ShowRow])
  func displayError(_ message: String)
}
