/// How a front end names the settings a hint may point the user to. The CLI names its flags
/// and commands; a front end without them (the full-screen app, or a library user's own)
/// leaves them out, and the hints speak of the settings in plain words.
public struct SettingNames: Sendable, Equatable {
  /// What selects TVMaze's live data, such as `--source tvmaze`.
  public var liveSource: String?
  /// What sets the API address, such as `--api-url`.
  public var apiAddress: String?
  /// The host the live source reads from as the user gave it, such as `api.tvmaze.com` or
  /// `127.0.0.1:8080`, for the sentences of a failure to reach it; `nil` names TVMaze. The
  /// front end that chose the address knows it; the error says only how the host failed.
  public var liveHost: String?
  /// What chooses another cache folder, such as `--cache-dir or TVGUIDE_CACHE_DIR`.
  public var cacheFolder: String?
  /// What empties the cache, such as the command `tvguide cache clear`, quoted in backquotes.
  public var clearCache: String?
  /// What chooses another folder for the user's own data, such as `--data-dir or
  /// TVGUIDE_DATA_DIR`.
  public var dataFolder: String?
  /// What names the day of a schedule, such as `--date`.
  public var day: String?
  /// What names the day a list of what comes next is measured from, such as `--as-of`.
  public var asOf: String?
  /// The number a front end gives the index's first page: TVMaze's own 0 where the pages are
  /// TVMaze's (the CLI's `--page`), 1 where pages are counted as people count them (the web view).
  public var firstPageNumber: Int

  /// Creates names for a front end; a name left `nil` is spoken of in plain words.
  public init(
    liveSource: String? = nil, apiAddress: String? = nil, cacheFolder: String? = nil,
    clearCache: String? = nil, day: String? = nil, dataFolder: String? = nil,
    asOf: String? = nil, firstPageNumber: Int = 0, liveHost: String? = nil
  ) {
    self.asOf = asOf
    self.liveSource = liveSource
    self.apiAddress = apiAddress
    self.liveHost = liveHost
    self.cacheFolder = cacheFolder
    self.clearCache = clearCache
    self.day = day
    self.dataFolder = dataFolder
    self.firstPageNumber = firstPageNumber
  }

  /// The number the front end shows for index page `page` (TVMaze's, from 0).
  public func pageNumber(_ page: Int) -> Int {
    page + firstPageNumber
  }

  /// No names: every hint in plain words.
  public static let plain = SettingNames()
}
