/// A show's id on another site, by which `GET /lookup/shows` finds TVMaze's show.
public enum ShowLookupKey: Sendable, Hashable {
  /// TheTVDB's series id, e.g. `81189` for Breaking Bad.
  case theTVDB(Int)
  /// IMDb's title id with its prefix, e.g. `tt0903747`.
  case imdb(String)
  /// TVRage's show id; TVRage closed in 2014, but old exports still carry it.
  case tvRage(Int)

  /// The request's query, e.g. `thetvdb=81189`.
  var query: String {
    switch self {
    case .theTVDB(let id): "thetvdb=\(id)"
    case .imdb(let id): "imdb=" + TVMazeEndpoint.percentEncoded(id)
    case .tvRage(let id): "tvrage=\(id)"
    }
  }
}
