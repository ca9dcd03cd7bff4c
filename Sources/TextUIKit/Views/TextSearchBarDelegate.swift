/// Hears about edits to a `TextSearchBar`. Class-bound so the bar can hold it `weak`.
@MainActor
public protocol TextSearchBarDelegate: AnyObject {
  func searchBar(_ searchBar: TextSearchBar, textDidChange searchText: String)
  func searchBarCancelButtonClicked(_ searchBar: TextSearchBar)
}
