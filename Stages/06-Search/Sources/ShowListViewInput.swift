/// What the list presenter asks its view to show. Class-bound, so the presenter can hold its
/// view `weak`: the view controller owns the presenter, not the other way round.
@MainActor
protocol ShowListViewInput: AnyObject {
  /// The whole screen at once: the list is either the index or a search, and the status
  /// line says which.
  func display(_ viewModel: ShowListViewModel)
}
