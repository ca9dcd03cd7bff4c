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

  /// A store SQLite cannot read cannot be emptied from inside, so its files are removed:
  /// clearing is how the user gets a working store back, and it must not fail for that.
  public func clear() async throws -> CacheSummary {
    do {
      let before = try await cache.summary()
      try await cache.removeSavedAnswers()
      return before
    } catch ShowDataError.storeDamaged(let detail) {
      let size = try await cache.removeStoreFiles()
      return CacheSummary(location: cache.location, sizeInBytes: size, damage: detail)
    }
  }
}
