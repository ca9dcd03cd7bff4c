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

  public func clear() async throws -> CacheSummary {
    guard let store = try openExisting() else { return CacheSummary(location: folder.path) }
    let before = try await store.summary()
    try await store.clear()
    return before
  }

  private func openExisting() throws -> ShowStore? {
    guard FileManager.default.fileExists(atPath: ShowStore.databaseURL(in: folder).path) else { return nil }
    return try ShowStore(folder: folder)
  }
}
