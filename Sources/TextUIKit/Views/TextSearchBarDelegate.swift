/// Hears about edits to a `TextSearchBar`. Class-bound so the bar can hold it `weak`.
@MainActor
public protocol TextSearchBarDelegate: AnyObject {
  func searchBar(_ searchBar: TextSearchBar, textDidChange searchText: String)
  func searchBarCancelButtonClicked(_ searchBar: TextSearchBar)
  /// The query is complete (line mode's `/TEXT`, like UIKit's search button): search now,
  /// without waiting for more typing.
  func searchBarSearchButtonClicked(_ searchBar: TextSearchBar)
}

extension TextSearchBarDelegate {
  /// Delegates that search as the user types need nothing more; UIKit's method is optional too.
  public func searchBarSearchButtonClicked(_ searchBar: TextSearchBar) {}
}
