/// Reads and empties the local store through `CacheMaintaining`, deciding what to do when
/// the store cannot be read.
public final class CacheInteractor: CacheInteractorInput {
  private let cache: any CacheMaintaining

  /// Creates the interactor on top of the store that `cache` reaches.
  public init(cache: any CacheMaintaining) {
    self.cache = cache
  }

  /// What the store holds; an empty summary when there is none yet.
  public func summary() async throws -> CacheSummary {
    try await cache.summary()
  }

  /// Empties the store in one step and returns what it held. Nothing is read beforehand, so
  /// no store is too damaged to clear: one that cannot be emptied from inside has its files
  /// removed, since clearing is how the user gets a working store back. A locked store, or
  /// one the user may not write, is left whole.
  public func clear() async throws -> CacheSummary {
    do {
      return try await cache.removeSavedAnswers()
    } catch ShowDataError.localDataDamaged(let detail) {
      let size = try await cache.removeStoreFiles()
      return CacheSummary(location: cache.location, sizeInBytes: size, damage: detail)
    }
  }
}
