import Foundation
import TVGuideInteractor

/// The upkeep operations of the store in one folder, for the cache interactor. Never
/// creates a store that does not exist yet: a missing one is reported as empty. A store
/// failure reaches the interactor as the `ShowDataError` it means.
public struct ShowStoreMaintenance: CacheMaintaining {
  private let folder: URL

  /// Creates the upkeep operations for the store in `folder`; nothing is opened until asked.
  public init(folder: URL) {
    self.folder = folder
  }

  /// The store's folder.
  public var location: String { folder.path }

  /// What the store holds, or an empty summary when it was never made.
  public func summary() async throws -> CacheSummary {
    try await ShowDataError.handingOver {
      guard let store = try openExisting() else { return CacheSummary(location: folder.path) }
      return try await store.summary()
    }
  }

  /// Empties the store in one transaction and returns what it held; throws
  /// `localDataDamaged` when the store cannot be opened or emptied as tvguide makes it.
  public func removeSavedAnswers() async throws -> CacheSummary {
    try await ShowDataError.handingOver {
      // The posters kept beside the store are saved answers too. One that cannot be removed
      // stops nothing: the store is what the summary is about.
      _ = try? PosterCache.removeAll(in: folder)
      guard let store = try openExisting() else { return CacheSummary(location: folder.path) }
      return try await store.clear()
    }
  }

  /// Removes the store's own files and nothing else: the folder may be one the user keeps
  /// other things in.
  public func removeStoreFiles() async throws -> Int64 {
    try await ShowDataError.handingOver {
      try CacheFolder.refuseFile(at: folder)
      let files = ShowStore.files(in: folder)
      let size = StoreStatistics.sizeOnDisk(of: files)
      for file in files where FileManager.default.fileExists(atPath: file.path) {
        do {
          try FileManager.default.removeItem(at: file)
        } catch {
          throw StoreErrorTranslator.storeError(for: error)
        }
      }
      return size
    }
  }

  private func openExisting() throws(StoreError) -> ShowStore? {
    try CacheFolder.refuseFile(at: folder)
    guard FileManager.default.fileExists(atPath: ShowStore.databaseURL(in: folder).path) else { return nil }
    return try ShowStore(folder: folder)
  }
}
