/// What moving the user's data out of the cache folder came to; see `UserDataMigration`.
public enum UserDataMove: Equatable, Sendable {
  /// The cache folder held no user data: nothing was done.
  case nothingToMove
  /// The store (and any import journals) moved from `from` to `to`, the data folder.
  case moved(from: String, to: String)
  /// The store at `path`, in the cache folder, was left there: `reason` says why, and the
  /// data folder's own store is used.
  case leftInCacheFolder(path: String, reason: LeftReason)

  /// Why a store was left in the cache folder.
  public enum LeftReason: Equatable, Sendable {
    /// The data folder has a store of its own (at `dataStore`), and this one holds follows or
    /// watched marks it lacks: neither is overwritten.
    case dataFolderHasItsOwn(dataStore: String)
    /// SQLite could not read it; `detail` says why.
    case unreadable(detail: String)
  }
}
