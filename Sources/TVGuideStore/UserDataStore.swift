import Foundation
import GRDB
import TVGuideEntity
import TVGuideInteractor

/// The user's own data, the shows they follow and the episodes they watched, in a SQLite
/// database of its own in the data folder (`DataLocation`), through GRDB.
///
/// It is not cache: it lives apart from the cache's folder, so that whatever cleans caches
/// leaves it alone, and neither `cache clear` nor the repair of a damaged cache names it. A
/// store an older tvguide kept in the cache folder is moved in on first use
/// (`UserDataMigration`). Its schema is GRDB migrations: older stores are brought up to date,
/// and a store written by a newer tvguide is refused with `userDataFromNewerVersion`, never
/// rewritten. Making the store and bringing it up to date happen under the folder's lock
/// (`UserDataLock`), so any number of processes may open a new store at once. Nothing is
/// created until something is saved.
public final class UserDataStore: FollowStoring {
  /// The name of the database file inside ``folder``.
  public static let fileName = "user.sqlite"

  /// The folder that holds the database: the data folder.
  public let folder: URL
  private let migration: UserDataMigration?
  private let moved = MadeOnce<UserDataMove>()
  private let opened = MadeOnce<DatabasePool>()
  private let reading = MadeOnce<any DatabaseReader>()
  let now: @Sendable () -> Date

  /// The store in `folder`; nothing is opened or made until it is used. With `formerFolder`
  /// (the cache folder), a store kept there by an older tvguide is moved into `folder` first.
  public init(folder: URL, formerFolder: URL? = nil, now: @escaping @Sendable () -> Date = Date.init) {
    self.folder = folder
    migration = formerFolder.map { UserDataMigration(cacheFolder: $0, dataFolder: folder) }
    self.now = now
  }

  /// The database file's place.
  public var databaseURL: URL { folder.appendingPathComponent(Self.fileName) }

  /// The database at `database` with its write-ahead log, shared-memory index and rollback
  /// journal, the log first: removed in this order, a removal cut short never leaves a log
  /// without its database.
  static func files(at database: URL) -> [URL] {
    ["-wal", "-shm", "-journal", ""].map { URL(fileURLWithPath: database.path + $0) }
  }

  /// Moves the store out of the former folder into ``folder`` when it is still there, once
  /// per store: every use does it first, and a front end calls it up front to say what it did.
  ///
  /// - Throws: `ShowDataError.userDataUnusable` when the move could not be made.
  public func moveFormerData() throws -> UserDataMove {
    guard let migration else { return .nothingToMove }
    do {
      return try moved.value { try migration.run() }
    } catch {
      throw ShowDataError.userData(error, at: databaseURL.path)
    }
  }

  // MARK: FollowStoring

  /// The followed shows' ids, in the order they were followed; none when nothing was saved.
  public func followedShowIDs() async throws -> [Int] {
    try await read([]) { db in
      try FollowedShowRecord.order(Column("position")).fetchAll(db).map(\.showID)
    }
  }

  /// Follows each show of `ids` not followed yet, after those followed before; follows none
  /// when that would make more than `UserDataLimits.followedShows`.
  public func follow(_ ids: [Int]) async throws {
    let moment = now()
    try await write { db in
      try Self.refuseFollowingMore(than: UserDataLimits.followedShows, adding: ids, in: db)
      for id in ids { try FollowedShowRecord(showID: id, followedAt: moment).insert(db) }
    }
  }

  /// Throws `StoreError.followLimit` when following `ids` would pass `limit`; counted in the
  /// transaction that follows them, so two processes cannot pass it together.
  static func refuseFollowingMore(than limit: Int, adding ids: [Int], in db: Database) throws {
    let newIDs = Set(ids)
    let followed = try FollowedShowRecord.fetchCount(db)
    guard followed + newIDs.count > limit else { return }
    let already = try FollowedShowRecord.filter(newIDs.contains(Column("showID"))).fetchCount(db)
    guard followed + newIDs.count - already <= limit else {
      throw StoreError.followLimit(limit: limit)
    }
  }

  /// Stops following each show of `ids`; its watched marks stay.
  public func unfollow(_ ids: [Int]) async throws {
    guard try await holdsData() else { return }
    try await write { db in
      _ = try FollowedShowRecord.filter(ids.contains(Column("showID"))).deleteAll(db)
    }
  }

  /// The episodes of show `showID` marked watched.
  public func watchedEpisodes(ofShow showID: Int) async throws -> Set<EpisodeKey> {
    try await read([]) { db in
      let records = try WatchedEpisodeRecord.filter(Column("showID") == showID).fetchAll(db)
      return Set(records.map { EpisodeKey(season: $0.season, number: $0.number) })
    }
  }

  /// Marks each episode of `keys` watched; one marked already keeps its first mark.
  public func markWatched(_ keys: [EpisodeKey], ofShow showID: Int) async throws {
    let moment = now()
    try await write { db in
      for key in keys {
        try WatchedEpisodeRecord(showID: showID, season: key.season, number: key.number, watchedAt: moment)
          .insert(db)
      }
    }
  }

  /// Removes the watched mark of each episode of `keys`.
  public func markUnwatched(_ keys: [EpisodeKey], ofShow showID: Int) async throws {
    guard try await holdsData() else { return }
    try await write { db in
      for key in keys {
        _ = try WatchedEpisodeRecord.deleteOne(
          db, key: ["showID": showID, "season": key.season, "number": key.number])
      }
    }
  }

  // MARK: Access

  /// Whether there is a store to change: removing from none makes nothing.
  private func holdsData() async throws -> Bool {
    try await read(false) { _ in true }
  }

  private func exists() -> Bool {
    FileManager.default.fileExists(atPath: databaseURL.path)
  }

  /// `empty` when the store was never made: reading makes nothing.
  func read<Value: Sendable>(
    _ empty: Value, _ value: @escaping @Sendable (Database) throws -> Value
  ) async throws -> Value {
    do {
      _ = try moveFormerData()
      guard exists() else { return empty }
      return try await reader().read(value)
    } catch {
      throw ShowDataError.userData(error, at: databaseURL.path)
    }
  }

  func write(_ updates: @escaping @Sendable (Database) throws -> Void) async throws {
    do {
      _ = try moveFormerData()
      try await pool().write(updates)
    } catch {
      throw ShowDataError.userData(error, at: databaseURL.path)
    }
  }

  /// The database, opened and brought up to date on first use, under the folder's lock so
  /// that another process making it at the same moment is waited for; refused, unchanged,
  /// when a newer tvguide wrote it.
  private func pool() throws -> DatabasePool {
    try opened.value {
      try CacheFolder.make(folder)
      return try UserDataLock.holding(folder) {
        try refuseNewerVersion()
        let database = try DatabasePool.openedForWriting(
          path: databaseURL.path, configuration: configuration(readonly: false))
        try UserDataSchema.migrator.migrate(database)
        return database
      }
    }
  }

  /// What reads go through: a read-only connection while the store's schema is this
  /// version's, else the pool, which brings it up to date first. Opening the pool writes
  /// even when nothing is saved (WAL set-up, the migrator's check, each a synced write), and
  /// that was half of `tvguide next`'s time; a command that only reads need not pay it. A
  /// store another process is making this moment (its tables not all there yet, or not yet
  /// readable without writing) is read through the pool too, which waits for that process.
  private func reader() throws -> any DatabaseReader {
    if let pool = opened.madeValue { return pool }
    return try reading.value {
      let connection: DatabaseQueue
      do {
        connection = try readOnlyConnection()
      } catch StoreError.newerVersion(let path) {
        throw StoreError.newerVersion(path: path)
      } catch {
        return try pool()
      }
      guard (try? connection.read(UserDataSchema.migrator.hasCompletedMigrations)) == true else {
        try? connection.close()
        return try pool()
      }
      return connection
    }
  }

  /// Looks at an existing store through a read-only connection first: opening it for
  /// writing would already change it (WAL mode), and a newer tvguide's store stays untouched.
  private func refuseNewerVersion() throws {
    guard exists() else { return }
    try readOnlyConnection().close()
  }

  /// A read-only connection to the existing store; refused when a newer tvguide wrote it.
  private func readOnlyConnection() throws -> DatabaseQueue {
    let connection = try DatabaseQueue(path: databaseURL.path, configuration: configuration(readonly: true))
    if try connection.read(UserDataSchema.migrator.hasBeenSuperseded) {
      try? connection.close()
      throw StoreError.newerVersion(path: databaseURL.path)
    }
    return connection
  }

  private func configuration(readonly: Bool) -> Configuration {
    var configuration = Configuration()
    configuration.readonly = readonly
    // Another tvguide may be saving a mark this moment; wait for it, within reason.
    configuration.busyMode = .timeout(TimeInterval(ShowStore.lockWaitSeconds))
    return configuration
  }
}
