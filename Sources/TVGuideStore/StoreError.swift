/// What went wrong with the store, in its own terms: SQLite's, its file's and its folder's.
///
/// `ShowStore` throws it as it is. The store's sources for the interactors
/// (`CachingShowDataSource`, `ShowStoreMaintenance`, `UserDataStore`, `ImportLookupJournal`)
/// hand them the `ShowDataError` it means for the user instead, translated in one place
/// (`ShowDataError+Store.swift`: `init(_:)`, and `userData(_:at:)` for the user's own data).
public enum StoreError: Error, Hashable, Sendable {
  /// The file is not a database SQLite can read, SQLite finds it damaged, or its tables or
  /// saved answers are not the ones tvguide makes; `detail` is SQLite's word for it, or ours.
  case damaged(detail: String)
  /// Another connection held the write lock for longer than the store waits for it,
  /// `seconds` (`ShowStore.lockWaitSeconds`).
  case locked(seconds: Int)
  /// The folder cannot be made: `path`, the folder itself or one on its way, is a file.
  case folderIsAFile(path: String)
  /// SQLite or the file system failed for another reason: permissions, a full disk, a failing
  /// disk; `detail` says which.
  case unavailable(detail: String)
  /// The user's data at `path` was written by a newer tvguide; it is left as it is.
  case newerVersion(path: String)
  /// Following the shows asked would pass the store's limit of followed shows, `limit`; none
  /// was followed.
  case followLimit(limit: Int)
}
