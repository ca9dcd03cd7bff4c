/// The cache's contents, as `tvguide cache info --json` prints them. Dates are ISO 8601
/// in UTC; absent values are written as `null`, never left out.
public struct CacheSummaryDocument: Encodable, Equatable, Sendable {
  public var location: String
  public var sizeInBytes: Int64
  public var shows: Int
  public var episodeLists: Int
  public var indexPages: Int
  public var searches: Int
  public var oldestSave: String?
  public var newestSave: String?
  /// Why `cache clear` removed the store unread; `null` otherwise.
  public var damage: String?

  public init(
    location: String, sizeInBytes: Int64, shows: Int, episodeLists: Int, indexPages: Int,
    searches: Int, oldestSave: String?, newestSave: String?, damage: String? = nil
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
  }

  private enum CodingKeys: String, CodingKey {
    case location, sizeInBytes, shows, episodeLists, indexPages, searches, oldestSave, newestSave, damage
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(location, forKey: .location)
    try container.encode(sizeInBytes, forKey: .sizeInBytes)
    try container.encode(shows, forKey: .shows)
    try container.encode(episodeLists, forKey: .episodeLists)
    try container.encode(indexPages, forKey: .indexPages)
    try container.encode(searches, forKey: .searches)
    try container.encode(oldestSave, forKey: .oldestSave)
    try container.encode(newestSave, forKey: .newestSave)
    try container.encode(damage, forKey: .damage)
  }
}
