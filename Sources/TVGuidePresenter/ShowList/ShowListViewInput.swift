/// What the show list presenter asks its view to show. Class-bound so the presenter can hold
/// the view `weak`: the view owns the presenter, never the other way round.
@MainActor
public protocol ShowListViewInput: AnyObject {
  /// Shows `viewModel` in place of whatever was shown before.
  func display(_ viewModel: ShowListViewModel)
}
