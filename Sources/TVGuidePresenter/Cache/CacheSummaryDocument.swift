/// The cache's contents, as `tvguide cache info --json` prints them. Dates are ISO 8601 in
/// UTC. Its keys are its properties' names; written by `JSONWriter`'s document style, absent
/// values are `null`, never left out.
public struct CacheSummaryDocument: Encodable, Equatable, Sendable {
  // Declared in the order of their keys, the order `--json` prints them: the writer then has
  // no object to reorder, which for a show of 50,000 seasons was a copy of each.
  /// Why `cache clear` removed the store unread; `null` otherwise.
  public var damage: String?
  /// How many shows have their episode list saved.
  public var episodeLists: Int
  /// How many pages of the show index are saved.
  public var indexPages: Int
  /// The store's folder as a path.
  public var location: String
  /// When the newest saved answer was fetched, ISO 8601 in UTC; `null` when nothing is saved.
  public var newestSave: String?
  /// When the oldest saved answer was fetched, ISO 8601 in UTC; `null` when nothing is saved.
  public var oldestSave: String?
  /// How many search answers are saved.
  public var searches: Int
  /// How many shows are saved.
  public var shows: Int
  /// The store's files on disk in bytes, the write-ahead log included.
  public var sizeInBytes: Int64
  /// The folder of the user's own data, which the cache is not; `null` when not known.
  public var userData: String?

  /// Creates the document; `damage` is set only when `cache clear` removed a store it could not read.
  public init(
    location: String, sizeInBytes: Int64, shows: Int, episodeLists: Int, indexPages: Int,
    searches: Int, oldestSave: String?, newestSave: String?, damage: String? = nil, userData: String? = nil
  ) {
    self.location = location
    self.sizeInBytes = sizeInBytes
    self.shows = shows
    self.episodeLists = episodeLists
    self.indexPages = indexPages
    self.searches = searches
    self.oldestSave = oldestSave
    self.newestSave = newestSave
    self.damage = damage
    self.userData = userData
  }
}
