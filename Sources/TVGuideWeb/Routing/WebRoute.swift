import TVGuideInteractor

/// A page or file the web view serves, as its address names it.
public enum WebRoute: Hashable, Sendable {
  /// The show list: the index, a status of it, or a search (`/?q=girls&status=running&page=2`).
  case showList(ShowListQuery)
  /// A show with its seasons (`/shows/82`).
  case show(id: Int)
  /// A file every page uses (`/static/tvguide.css`).
  case asset(WebAsset)
}
