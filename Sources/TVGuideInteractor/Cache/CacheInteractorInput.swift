/// The cache screen's use cases: what the local store holds, and emptying it.
public protocol CacheInteractorInput: Sendable {
  /// What the store holds; an empty summary when there is no store yet.
  func summary() async throws -> CacheSummary
  /// Empties the store and returns what it held before; a store too damaged to read is
  /// removed whole, and the summary says why.
  func clear() async throws -> CacheSummary
}
