import Foundation
import GRDB
import TVGuideEntity
import TVGuideInteractor

/// The user's own data, the shows they follow and the episodes they watched, in a SQLite
/// database of its own beside the cache, through GRDB.
///
/// It is a file of its own, `user.sqlite`, rather than tables inside the cache's database:
/// a damaged cache is removed by deleting its files whole (the only repair that always
/// works), and `cache clear` empties the cache's tables; neither names this file, so neither
/// can reach it. Its schema is GRDB migrations: older stores are brought up to date, and a
/// store written by a newer tvguide is refused with `userDataFromNewerVersion`, never
/// rewritten. Nothing is created until something is saved.
public final class UserDataStore: FollowStoring {
  /// The name of the database file inside ``folder``.
  public static let fileName = "user.sqlite"

  /// The folder that holds the database; the cache's folder.
  public let folder: URL
  private let opened = MadeOnce<DatabasePool>()
  private let now: @Sendable () -> Date

  /// The store in `folder`; nothing is opened or made until it is used.
  public init(folder: URL, now: @escaping @Sendable () -> Date = Date.init) {
    self.folder = folder
    self.now = now
  }

  /// The database file's place.
  public var databaseURL: URL { folder.appendingPathComponent(Self.fileName) }

  // MARK: FollowStoring

  /// The followed shows' ids, in the order they were followed; none when nothing was saved.
  public func followedShowIDs() async throws -> [Int] {
    try await read([]) { db in
      try FollowedShowRecord.order(Column("position")).fetchAll(db).map(\.showID)
    }
  }

  /// Follows each show of `ids` not followed yet, after those followed before.
  public func follow(_ ids: [Int]) async throws {
    let moment = now()
    try await write { db in
      for id in ids { try FollowedShowRecord(showID: id, followedAt: moment).insert(db) }
    }
  }

  /// Stops following each show of `ids`; its watched marks stay.
  public func unfollow(_ ids: [Int]) async throws {
    guard exists() else { return }
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
    guard exists() else { return }
    try await write { db in
      for key in keys {
        _ = try WatchedEpisodeRecord.deleteOne(
          db, key: ["showID": showID, "season": key.season, "number": key.number])
      }
    }
  }

  // MARK: Export and import

  /// Everything the store holds, as `tvguide data export` writes it.
  public func exportDocument() async throws -> UserDataDocument {
    try await read(UserDataDocument(following: [], watched: [])) { db in
      let following = try FollowedShowRecord.order(Column("position")).fetchAll(db).map(\.showID)
      let watched = try WatchedEpisodeRecord.order(Column("showID"), Column("season"), Column("number"))
        .fetchAll(db).map {
          UserDataDocument.WatchedEpisode(show: $0.showID, season: $0.season, number: $0.number)
        }
      return UserDataDocument(following: following, watched: watched)
    }
  }

  /// Adds a document's follows and watched marks to the store, in one transaction: importing
  /// the same document again changes nothing, and nothing already saved is removed.
  public func importDocument(_ document: UserDataDocument) async throws {
    let moment = now()
    try await write { db in
      for id in document.following { try FollowedShowRecord(showID: id, followedAt: moment).insert(db) }
      for mark in document.watched {
        try WatchedEpisodeRecord(
          showID: mark.show, season: mark.season, number: mark.number, watchedAt: moment
        )
        .insert(db)
      }
    }
  }

  // MARK: Access

  private func exists() -> Bool {
    FileManager.default.fileExists(atPath: databaseURL.path)
  }

  /// `empty` when the store was never made: reading makes nothing.
  private func read<Value: Sendable>(
    _ empty: Value, _ value: @escaping @Sendable (Database) throws -> Value
  ) async throws -> Value {
    guard exists() else { return empty }
    do {
      return try await pool().read(value)
    } catch {
      throw Self.handedOver(error)
    }
  }

  private func write(_ updates: @escaping @Sendable (Database) throws -> Void) async throws {
    do {
      try await pool().write(updates)
    } catch {
      throw Self.handedOver(error)
    }
  }

  /// A failure as the interactors take it: this store is their `FollowStoring`, so SQLite's
  /// and the file system's failures become the `ShowDataError` they mean here, at its edge,
  /// and its own refusals (a newer version) pass as they are.
  private static func handedOver(_ error: any Error) -> any Error {
    if error is ShowDataError { return error }
    let translated = StoreErrorTranslator.translate(error)
    return (translated as? StoreError).map(ShowDataError.init) ?? translated
  }

  /// The database, opened and brought up to date on first use; refused, unchanged, when a
  /// newer tvguide wrote it.
  private func pool() throws -> DatabasePool {
    try opened.value {
      try CacheFolder.make(folder)
      try refuseNewerVersion()
      let database = try DatabasePool(path: databaseURL.path, configuration: configuration(readonly: false))
      try UserDataSchema.migrator.migrate(database)
      return database
    }
  }

  /// Looks at an existing store through a read-only connection first: opening it for
  /// writing would already change it (WAL mode), and a newer tvguide's store stays untouched.
  private func refuseNewerVersion() throws {
    guard exists() else { return }
    let reader = try DatabaseQueue(path: databaseURL.path, configuration: configuration(readonly: true))
    defer { try? reader.close() }
    if try reader.read(UserDataSchema.migrator.hasBeenSuperseded) {
      throw ShowDataError.userDataFromNewerVersion(path: databaseURL.path)
    }
  }

  private func configuration(readonly: Bool) -> Configuration {
    var configuration = Configuration()
    configuration.readonly = readonly
    // Another tvguide may be saving a mark this moment; wait for it, within reason.
    configuration.busyMode = .timeout(TimeInterval(ShowStore.lockWaitSeconds))
    return configuration
  }
}
