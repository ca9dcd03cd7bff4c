/// Everything that can go wrong while getting shows, as the situations a user can act on:
/// ask for something else, check the network, wait, or repair the local data. Each case
/// carries what the presenter needs to put it into words, and nothing of how the data
/// travelled: no HTTP status and no host. Which host a front end reads from is its own
/// setting, so it names it itself (`SettingNames.liveHost`).
///
/// Data sources have failures of their own (`TransportError` in `TVGuideTVMaze`, `StoreError`
/// in `TVGuideStore`) and translate them into these once, where they hand an answer to an
/// interactor.
public enum ShowDataError: Error, Hashable, Sendable {
  // MARK: Nothing there: ask for something else

  /// TVMaze has no show with this id.
  case showNotFound(id: Int)
  /// The show index has no page with this number (negative, or past the last page).
  case pageNotFound(page: Int)
  /// The show has no season `season`; `available` lists the seasons it has.
  case seasonNotFound(season: Int, showName: String, available: [Int])

  // MARK: Cannot be answered as asked

  /// The query has no letter or digit to search for.
  case emptyQuery
  /// A filtered read of the index went through as many pages as one read may
  /// (`ShowIndexStretch.maximumPagesRead`) and stopped before `nextPage`.
  case indexReadLimit(nextPage: Int)

  // MARK: TVMaze out of reach or unwilling: check the network, or wait

  /// TVMaze could not be reached now, for the reason `how` gives; it may be later. The local
  /// store answers in its place when it can.
  case outOfReach(how: OutOfReach)
  /// TVMaze kept refusing requests because too many were made, after every retry the policy
  /// allows.
  case rateLimited
  /// TVMaze failed on its side (a server error): trying again later may work.
  case serverFault
  /// Something answered that has no meaning for the request (e.g. a proxy's refusal): the
  /// API address may be wrong.
  case unexpectedAnswer
  /// An answer arrived but could not be read; `detail` names the place, e.g. `shows[3].rating`.
  case malformedData(detail: String)

  // MARK: Local data: repair it, or wait

  /// The local data is damaged or not tvguide's; `detail` is the technical cause. Only
  /// removing it (clearing the cache) helps.
  case localDataDamaged(detail: String)
  /// The cache folder cannot be made: `path`, the folder itself or one on its way, is a file.
  case cacheFolderIsAFile(path: String)
  /// The local data could not be read or written for another reason (permissions, a full
  /// disk); `detail` is the technical cause.
  case localDataUnavailable(detail: String)
  /// Another program has been writing the local data for longer than tvguide waits for it,
  /// `seconds`.
  case localDataBusy(seconds: Int)
  /// TVMaze was out of reach for the reason `outage` gives, and the local data, which would
  /// have answered in its place, could not be read for the reason `store` gives.
  indirect case outageWithUnreadableStore(_ outage: ShowDataError, store: ShowDataError)

  // MARK: The user's own data

  /// The show has no episode `number` in season `season`.
  case episodeNotFound(showName: String, season: Int, number: Int)
  /// The user's data at `path` was written by a newer tvguide; it is left as it is.
  case userDataFromNewerVersion(path: String)
  /// A document of user data to import could not be read; `detail` says where or why.
  case unreadableUserData(detail: String)
  /// The user's own data (follows, watched marks, import journals) at `path`, its file or
  /// folder, could not be used, for the reason `problem` gives: one of the local-data cases.
  /// Clearing the cache never reaches this data, so the remedy is never the cache's.
  indirect case userDataUnusable(path: String, problem: ShowDataError)
  /// Following the shows asked would make more followed shows than `limit`; none was followed.
  case tooManyFollowedShows(limit: Int)
}
