import Foundation
import GRDB
import TVGuideEntity
import TVGuideInteractor

/// What was fetched from TVMaze, kept in SQLite for offline use and local search.
///
/// Shows, index pages, episode lists and search answers are stored as TVMaze's JSON with
/// the time they were fetched. The database runs in WAL mode and every save is one
/// transaction, so a reader never sees half a save, an interrupted run leaves the last
/// complete one, and several processes can use the store at once. Every method throws a
/// `StoreError` when SQLite or the file system fails.
public final class ShowStore: Sendable {
  /// The name of the SQLite database file inside ``folder``.
  public static let fileName = "tvguide.sqlite"

  /// How many seconds the store waits for another program's lock before it says the store
  /// is locked: each step that needs the lock waits at most this long. In WAL mode reading
  /// never needs it, so only saving and clearing wait.
  public static let lockWaitSeconds = 3

  /// The folder that holds the database and its write-ahead log.
  public let folder: URL
  private let connections: StoreConnections

  /// Opens the store in `folder`, creating the folder and the database when missing.
  public init(folder: URL) throws(StoreError) {
    self.folder = folder
    try CacheFolder.make(folder)
    do {
      connections = try StoreConnections(
        path: Self.databaseURL(in: folder).path, prepare: StoreSchema.prepare)
    } catch {
      throw StoreErrorTranslator.storeError(for: error)
    }
  }

  static func databaseURL(in folder: URL) -> URL {
    folder.appendingPathComponent(fileName)
  }

  /// The database with its write-ahead log, shared-memory index and (for a store someone took
  /// out of WAL mode) rollback journal: the store's files, and the only ones in `folder` that
  /// are the store's. The log comes first: removed in this order, a removal cut short never
  /// leaves a log without its database, which SQLite would read into a new one.
  static func files(in folder: URL) -> [URL] {
    let database = databaseURL(in: folder)
    return ["-wal", "-shm", "-journal", ""].map { URL(fileURLWithPath: database.path + $0) }
  }

  // MARK: Saving

  /// Saves an index page and every show on it, together.
  public func savePage(_ number: Int, shows: [ShowDTO], fetchedAt: Date) async throws {
    try await write { db in
      for show in shows { try ShowRecord(show, fetchedAt: fetchedAt).upsert(db) }
      let ids = try JSONWriter(style: .compact).data(for: shows.map(\.id))
      try IndexPageRecord(number: number, showIDs: ids, fetchedAt: fetchedAt).upsert(db)
    }
  }

  /// Saves one show, replacing any earlier copy.
  public func saveShow(_ show: ShowDTO, fetchedAt: Date) async throws {
    try await write { db in try ShowRecord(show, fetchedAt: fetchedAt).upsert(db) }
  }

  /// Saves a show with its episode list, together: a failure saves neither.
  public func saveShow(_ show: ShowDTO, episodes: [EpisodeDTO], fetchedAt: Date) async throws {
    try await write { db in
      try ShowRecord(show, fetchedAt: fetchedAt).upsert(db)
      let json = try Self.json(of: episodes)
      try EpisodeListRecord(showID: show.id, json: json, fetchedAt: fetchedAt).upsert(db)
    }
  }

  /// Saves a show's whole episode list, replacing any earlier one.
  public func saveEpisodes(_ episodes: [EpisodeDTO], ofShow id: Int, fetchedAt: Date) async throws {
    try await write { db in
      let json = try Self.json(of: episodes)
      try EpisodeListRecord(showID: id, json: json, fetchedAt: fetchedAt).upsert(db)
    }
  }

  /// Saves TVMaze's answer to a search and every show in it, together.
  public func saveSearch(_ query: String, results: [SearchResultDTO], fetchedAt: Date) async throws {
    try await write { db in
      for result in results { try ShowRecord(result.show, fetchedAt: fetchedAt).upsert(db) }
      let hits = results.map { SearchQueryRecord.Hit(id: $0.show.id, score: $0.score) }
      let key = SearchQueryRecord.key(for: query)
      let json = try JSONWriter(style: .compact).data(for: hits)
      try SearchQueryRecord(query: key, hits: json, fetchedAt: fetchedAt).upsert(db)
    }
  }

  // MARK: Reading

  /// Index page `number` as saved, or `nil` when it never was.
  public func page(_ number: Int) async throws -> Stored<[ShowDTO]>? {
    try await read { db in
      guard let page = try IndexPageRecord.fetchOne(db, key: number) else { return nil }
      let ids = try JSONDecoder().decode([Int].self, from: page.showIDs)
      return Stored(try Self.shows(ids, in: db), savedAt: page.fetchedAt)
    }
  }

  /// The show as saved, or `nil` when it never was.
  public func show(id: Int) async throws -> Stored<ShowDTO>? {
    try await read { db in
      try ShowRecord.fetchOne(db, key: id).map { Stored(try $0.show(), savedAt: $0.fetchedAt) }
    }
  }

  /// The show's episode list as saved, or `nil` when it never was.
  public func episodes(ofShow id: Int) async throws -> Stored<[EpisodeDTO]>? {
    try await read { db in
      guard let list = try EpisodeListRecord.fetchOne(db, key: id) else { return nil }
      let parsed = list.json.withUnsafeBytes {
        EpisodeJSONParser().episodes(in: $0.bindMemory(to: UInt8.self))
      }
      return Stored(
        try parsed ?? JSONDecoder().decode([EpisodeDTO].self, from: list.json), savedAt: list.fetchedAt)
    }
  }

  /// TVMaze's own answer to this search, when it was saved.
  public func searchResults(for query: String) async throws -> Stored<[SearchResultDTO]>? {
    try await read { db in
      guard let saved = try SearchQueryRecord.fetchOne(db, key: SearchQueryRecord.key(for: query)) else {
        return nil
      }
      let hits = try JSONDecoder().decode([SearchQueryRecord.Hit].self, from: saved.hits)
      let shows = try Self.shows(hits.map(\.id), in: db)
      let scores = Dictionary(hits.map { ($0.id, $0.score) }, uniquingKeysWith: { first, _ in first })
      return Stored(
        shows.map { SearchResultDTO(score: scores[$0.id] ?? nil, show: $0) }, savedAt: saved.fetchedAt)
    }
  }

  /// Stored shows whose names hold every word of `query` (or a word starting with it), best
  /// match first by full-text rank; `savedAt` is the oldest match's. When none matches, no
  /// shows with the newest save's date (the names searched were saved by then); `nil` when
  /// the store holds no show at all.
  public func matchingShows(_ query: String, limit: Int = 10) async throws -> Stored<[SearchResultDTO]>? {
    guard let pattern = FTS5Pattern(matchingAllPrefixesIn: query) else { return try await noMatch() }
    return try await read { db in
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT show.*, showSearch.rank AS rank FROM show
          JOIN showSearch ON showSearch.rowid = show.id
          WHERE showSearch MATCH ? ORDER BY showSearch.rank LIMIT ?
          """, arguments: [pattern, limit])
      guard !rows.isEmpty else { return try Self.noMatch(in: db) }
      // Columns are read with GRDB's throwing `decode`, never its subscript, which traps on a
      // value it cannot convert: a store edited by hand may hold text where rank is a number.
      let results = try rows.map { row in
        SearchResultDTO(
          score: -(try row.decode(Double.self, forColumn: "rank")), show: try ShowRecord(row: row).show())
      }
      let oldest = try rows.map { try ShowRecord(row: $0).fetchedAt }.min()!
      return Stored(results, savedAt: oldest)
    }
  }

  private func noMatch() async throws -> Stored<[SearchResultDTO]>? {
    try await read { db in try Self.noMatch(in: db) }
  }

  private static func noMatch(in db: Database) throws -> Stored<[SearchResultDTO]>? {
    try Date.fetchOne(db, sql: "SELECT MAX(fetchedAt) FROM show").map { Stored([], savedAt: $0) }
  }

  // MARK: Upkeep

  /// Counts, dates and size on disk.
  public func summary() async throws -> CacheSummary {
    var summary = try await read { db in try StoreStatistics.summary(in: db) }
    summary.location = folder.path
    summary.sizeInBytes = StoreStatistics.sizeOnDisk(of: Self.files(in: folder))
    return summary
  }

  /// Deletes every saved answer in one transaction, then gives the space back to the disk;
  /// returns what the store held, counted in the same transaction. Throws `StoreError.damaged` when
  /// the store is not one this version of tvguide wrote (another schema, a table replaced) or
  /// SQLite finds it damaged, so that its files are removed instead.
  @discardableResult
  public func clear() async throws -> CacheSummary {
    var removed = try await write { db in
      guard try StoreSchema.isCurrent(db) else {
        throw StoreError.damaged(detail: "its tables are not the ones tvguide makes")
      }
      // Emptied, a damaged page would stay damaged: such a store is removed whole instead.
      guard try String.fetchAll(db, sql: "PRAGMA quick_check") == ["ok"] else {
        throw StoreError.damaged(detail: "SQLite finds it damaged")
      }
      let summary = try StoreStatistics.summary(in: db)
      for table in StoreStatistics.tables { try db.execute(sql: "DELETE FROM \(table)") }
      return summary
    }
    removed.location = folder.path
    removed.sizeInBytes = StoreStatistics.sizeOnDisk(of: Self.files(in: folder))
    // Shrinking is a courtesy: another process reading right now may prevent it.
    let pool = try? await connections.writer()
    try? await pool?.vacuum()
    _ = try? await pool?.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
    return removed
  }

  /// Whether SQLite finds the database file sound.
  public func isIntact() async throws -> Bool {
    try await read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"] }
  }

  // MARK: Access

  /// A show's episodes as the store keeps them: compact JSON from the app's one writer, with
  /// room for about 160 bytes an episode reserved up front.
  private static func json(of episodes: [EpisodeDTO]) throws -> Data {
    try JSONWriter(style: .compact).data(for: episodes, capacity: 160 * episodes.count)
  }

  private static func shows(_ ids: [Int], in db: Database) throws -> [ShowDTO] {
    let records = try ShowRecord.fetchAll(db, keys: ids)
    let byID = Dictionary(records.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return try ids.compactMap { try byID[$0]?.show() }
  }

  private func write<Value: Sendable>(_ updates: @escaping @Sendable (Database) throws -> Value) async throws
    -> Value
  {
    do {
      return try await connections.writer().write(updates)
    } catch {
      throw StoreErrorTranslator.translate(error)
    }
  }

  private func read<Value: Sendable>(_ value: @escaping @Sendable (Database) throws -> Value) async throws
    -> Value
  {
    do {
      return try await connections.reader.read(value)
    } catch {
      throw StoreErrorTranslator.translate(error)
    }
  }
}
