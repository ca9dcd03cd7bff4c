/// Which source an import's lookups asked: a show one source lacks says nothing of another
/// (the bundled catalog holds a few thousand of TVMaze's shows), so a journal keeps each
/// source's misses apart and a report names the source that had none.
public enum ShowLookupSource: String, Hashable, Sendable {
  /// The shows shipped with the app.
  case bundledCatalog = "bundled"
  /// TVMaze's `/lookup/shows`.
  case tvmaze
}
