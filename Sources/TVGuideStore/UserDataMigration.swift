import Foundation
import GRDB

/// Moves the user's data out of the cache folder, where tvguide kept it before, into the data
/// folder, once: `user.sqlite` with its write-ahead log, and the import journals of `imports/`.
///
/// Safe with any number of processes at once, against a crash at any step, and across file
/// systems:
/// - It runs under the data folder's lock (`UserDataLock`), and looks again under it: the
///   second of two processes starting together finds the store moved already.
/// - The store is copied, not renamed, by SQLite (`VACUUM INTO`) into a temporary file of the
///   data folder, synced, then renamed to `user.sqlite` there: a rename is atomic only within
///   one file system, and the store is several files (the database, its log) that SQLite reads
///   as one. The copy is one self-contained file, consistent even while an older tvguide is
///   writing, and the rename makes it appear whole or not at all.
/// - The cache folder's files are removed only once everything they hold is in the data
///   folder's store. A crash before the removal leaves both, and the next run finishes the
///   move; a store in the cache folder that holds anything the data folder's lacks (an older
///   tvguide wrote to it since) is never removed or overwritten, and is reported instead.
public struct UserDataMigration: Sendable {
  /// The folder the data was kept in before: the cache folder.
  public let cacheFolder: URL
  /// The folder it belongs in.
  public let dataFolder: URL

  private static let temporaryName = "user.sqlite.moving"

  /// Moves from `cacheFolder` to `dataFolder`.
  public init(cacheFolder: URL, dataFolder: URL) {
    self.cacheFolder = cacheFolder
    self.dataFolder = dataFolder
  }

  /// Moves what the cache folder holds; cheap when it holds nothing (two `stat` calls).
  ///
  /// - Throws: `StoreError` when the data folder cannot be made or locked, or a file cannot be
  ///   written or removed.
  public func run() throws(StoreError) -> UserDataMove {
    guard hasSomethingToMove, !Self.isSameFolder(cacheFolder, dataFolder) else { return .nothingToMove }
    try CacheFolder.make(dataFolder)
    do {
      return try UserDataLock.holding(dataFolder) {
        // Looked at again: another process may have moved it while this one waited.
        guard hasSomethingToMove else { return .nothingToMove }
        let outcome = try moveStore()
        try moveJournals()
        return outcome
      }
    } catch {
      throw StoreErrorTranslator.storeError(for: error)
    }
  }

  private var hasSomethingToMove: Bool {
    [sourceStore.path, sourceJournals.path].contains { FileManager.default.fileExists(atPath: $0) }
  }

  private var sourceStore: URL { cacheFolder.appendingPathComponent(UserDataStore.fileName) }
  private var targetStore: URL { dataFolder.appendingPathComponent(UserDataStore.fileName) }
  private var sourceJournals: URL { cacheFolder.appendingPathComponent(ImportLookupJournal.folderName) }

  // MARK: The store

  private func moveStore() throws -> UserDataMove {
    let (source, target) = (sourceStore, targetStore)
    guard FileManager.default.fileExists(atPath: source.path) else { return .nothingToMove }
    if !FileManager.default.fileExists(atPath: target.path) {
      let temporary = dataFolder.appendingPathComponent(Self.temporaryName)
      try removeIfPresent(UserDataStore.files(at: temporary))
      do {
        try Self.copy(source, into: temporary)
      } catch {
        try? removeIfPresent(UserDataStore.files(at: temporary))
        return .leftInCacheFolder(path: source.path, reason: .unreadable(detail: Self.detail(of: error)))
      }
      try FileSync.file(temporary)
      try FileSync.rename(temporary, to: target)
    }
    // Checked after the copy too: an older tvguide may have saved a follow since.
    guard try Self.holdsNothingMore(source, than: target) else {
      return .leftInCacheFolder(path: source.path, reason: .dataFolderHasItsOwn(dataStore: target.path))
    }
    try removeIfPresent(UserDataStore.files(at: source))
    try FileSync.folder(cacheFolder)
    return .moved(from: cacheFolder.path, to: dataFolder.path)
  }

  /// A consistent copy of the store at `source`, its log included, as one file at `target`.
  private static func copy(_ source: URL, into target: URL) throws {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(TimeInterval(ShowStore.lockWaitSeconds))
    let queue = try DatabaseQueue(path: source.path, configuration: configuration)
    defer { try? queue.close() }
    try queue.inDatabase { db in try db.execute(sql: "VACUUM INTO ?", arguments: [target.path]) }
  }

  /// Whether every follow and watched mark of the store at `source` is in the one at `target`.
  private static func holdsNothingMore(_ source: URL, than target: URL) throws -> Bool {
    let (held, kept) = (try? UserDataContents(path: source), try UserDataContents(path: target))
    guard let held else { return false }
    return held.isSubset(of: kept)
  }

  // MARK: The import journals

  /// Each journal file moved into the data folder's `imports/`, or added to the end of the one
  /// there of the same name (the same export's lookups; a line twice is read once).
  private func moveJournals() throws {
    let source = sourceJournals
    guard FileManager.default.fileExists(atPath: source.path) else { return }
    let target = dataFolder.appendingPathComponent(ImportLookupJournal.folderName)
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
      let (from, to) = (source.appendingPathComponent(name), target.appendingPathComponent(name))
      if FileManager.default.fileExists(atPath: to.path) {
        try FileSync.append(contentsOf: from, to: to)
        try FileManager.default.removeItem(at: from)
      } else {
        try FileSync.move(from, to: to)
      }
    }
    try FileManager.default.removeItem(at: source)
    try FileSync.folder(cacheFolder)
  }

  // MARK: Helpers

  private func removeIfPresent(_ files: [URL]) throws {
    for file in files where FileManager.default.fileExists(atPath: file.path) {
      try FileManager.default.removeItem(at: file)
    }
  }

  private static func detail(of error: any Error) -> String {
    (error as? DatabaseError)?.message ?? "SQLite could not read it"
  }

  private static func isSameFolder(_ one: URL, _ other: URL) -> Bool {
    one.standardizedFileURL.resolvingSymlinksInPath().path
      == other.standardizedFileURL.resolvingSymlinksInPath().path
  }
}
