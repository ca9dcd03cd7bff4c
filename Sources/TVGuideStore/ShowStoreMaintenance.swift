import Foundation
import TVGuideInteractor

/// `tvguide cache info` and `tvguide cache clear` for the store in one folder. Never
/// creates a store that does not exist yet: a missing one is reported as empty.
public struct ShowStoreMaintenance: CacheMaintaining {
  private let folder: URL

  public init(folder: URL) {
    self.folder = folder
  }

  public func summary() async throws -> CacheSummary {
    guard let store = try openExisting() else { return CacheSummary(location: folder.path) }
    return try await store.summary()
  }

  /// A store SQLite cannot read cannot be emptied from inside, so its files are removed.
  public func clear() async throws -> CacheSummary {
    do {
      return try await emptyExisting()
    } catch ShowDataError.storeDamaged(let detail) {
      return try removeDamaged(detail)
    }
  }

  private func emptyExisting() async throws -> CacheSummary {
    guard let store = try openExisting() else { return CacheSummary(location: folder.path) }
    let before = try await store.summary()
    try await store.clear()
    return before
  }

  private func openExisting() throws(ShowDataError) -> ShowStore? {
    try CacheFolder.refuseFile(at: folder)
    guard FileManager.default.fileExists(atPath: ShowStore.databaseURL(in: folder).path) else { return nil }
    return try ShowStore(folder: folder)
  }

  /// Removes the store's own files and nothing else: the folder may be one the user keeps
  /// other things in.
  private func removeDamaged(_ detail: String) throws(ShowDataError) -> CacheSummary {
    let files = ShowStore.files(in: folder)
    let size = StoreStatistics.sizeOnDisk(of: files)
    for file in files where FileManager.default.fileExists(atPath: file.path) {
      do {
        try FileManager.default.removeItem(at: file)
      } catch {
        throw StoreErrorTranslator.fact(for: error)
      }
    }
    return CacheSummary(location: folder.path, sizeInBytes: size, damage: detail)
  }
}
