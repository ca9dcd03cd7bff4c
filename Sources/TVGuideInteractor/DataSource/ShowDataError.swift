import Foundation

/// Everything that can go wrong while getting shows, as facts the presenter can put into
/// words. Data sources translate their own failures (HTTP, SQLite, files) into these.
public enum ShowDataError: Error, Hashable, Sendable {
  /// TVMaze has no show with this id.
  case showNotFound(id: Int)
  /// The show index has no page with this number (negative, or past the last page).
  case pageNotFound(page: Int)
  /// The show has no season `season`; `available` lists the seasons it has.
  case seasonNotFound(season: Int, showName: String, available: [Int])
  /// The query has no letter or digit to search for.
  case emptyQuery
  /// `host` could not be reached: no network, an unknown name, or a refused connection.
  case noConnection(host: String)
  /// `host` accepted the request but did not answer within the request timeout.
  case timedOut(host: String)
  /// `host` did not accept a connection within the connect timeout.
  case connectTimedOut(host: String)
  /// `host` redirected the request round in a loop, or through too many addresses.
  case redirectLoop(host: String)
  /// TVMaze kept answering 429 Too Many Requests after every retry the policy allows.
  case rateLimited
  /// The server failed with a 5xx HTTP status.
  case serverError(status: Int)
  /// An HTTP status the request has no meaning for, e.g. 403 from a proxy.
  case unexpectedStatus(status: Int)
  /// The answer could not be read; `detail` names the place, e.g. `shows[3].rating`.
  case malformedData(detail: String)
  /// `host` answered with a web page instead of data, as a network's sign-in page (a captive
  /// portal) does for every address until the user signs in.
  case webPage(host: String)
  /// The store's file is not a database SQLite can read, or is damaged; `detail` is SQLite's
  /// word for it. Only removing the file helps.
  case storeDamaged(detail: String)
  /// The cache folder cannot be made: `path`, the folder itself or one on its way, is a file.
  case cacheFolderIsAFile(path: String)
  /// The store could not be read or written for another reason: permissions, a full disk.
  case storeUnavailable(detail: String)
  /// Another program held the store's write lock for longer than the store waits for it,
  /// `seconds` (`ShowStore.lockWait`).
  case storeLocked(seconds: Int)
  /// TVMaze was out of reach for the reason `outage` gives, and the local store, which would
  /// have answered in its place, could not be read for the reason `store` gives.
  indirect case outageWithUnreadableStore(_ outage: ShowDataError, store: ShowDataError)
  /// A filtered read of the index went through as many pages as one read may
  /// (`ShowIndexStretch.maximumPagesRead`) and stopped before `nextPage`.
  case indexReadLimit(nextPage: Int)
  /// The show has no episode `number` in season `season`.
  case episodeNotFound(showName: String, season: Int, number: Int)
  /// The user's data at `path` was written by a newer tvguide; it is left as it is.
  case userDataFromNewerVersion(path: String)
  /// A document of user data to import could not be read; `detail` says where or why.
  case unreadableUserData(detail: String)
}
