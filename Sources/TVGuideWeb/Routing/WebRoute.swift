import TVGuideInteractor

/// A page or file the web view serves, as its address names it.
public enum WebRoute: Hashable, Sendable {
  /// The show list: the index, a status of it, or a search (`/?q=girls&status=running&page=2`).
  case showList(ShowListQuery)
  /// A show with its seasons (`/shows/82`).
  case show(id: Int)
  /// The followed shows in the order followed, with their next episode (`/following`).
  case following
  /// The next episode of every followed show, soonest first (`/next`).
  case next
  /// A day's schedule by time slot (`/tonight?date=2019-01-19&country=US`, `&web=1` for the
  /// streaming services').
  case tonight(TonightQuery)
  /// A file every page uses (`/static/tvguide.css`).
  case asset(WebAsset)
  /// A show's poster, kept beside the offline store (`/posters/82`): the picture, or an empty
  /// one when there is none, so the card the page drew under it shows.
  case poster(showID: Int)
}

extension WebRoute {
  /// Whether the route is a page (not a file), one a form may send the browser back to.
  public var isPage: Bool {
    switch self {
    case .asset, .poster: false
    default: true
    }
  }
}
