/// Hears about edits to a `TextSearchBar`. Class-bound so the bar can hold it `weak`.
@MainActor
public protocol TextSearchBarDelegate: AnyObject {
  /// The text changed by typing, deleting or replacing; `searchText` is the new text.
  func searchBar(_ searchBar: TextSearchBar, textDidChange searchText: String)
  /// The search was cancelled and the bar emptied.
  func searchBarCancelButtonClicked(_ searchBar: TextSearchBar)
  /// The query is complete (line mode's `/TEXT`, like UIKit's search button): search now,
  /// without waiting for more typing.
  func searchBarSearchButtonClicked(_ searchBar: TextSearchBar)
}

extension TextSearchBarDelegate {
  /// Delegates that search as the user types need nothing more; UIKit's method is optional too.
  public func searchBarSearchButtonClicked(_ searchBar: TextSearchBar) {}
}
