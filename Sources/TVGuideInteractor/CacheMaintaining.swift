/// The local store's upkeep: what it holds, and emptying it.
///
/// Declared here, by its caller, like `ShowDataSource`; the store implements it. Every
/// method throws a `ShowDataError`.
public protocol CacheMaintaining: Sendable {
  func summary() async throws -> CacheSummary
  /// Removes every saved answer and returns what the store held before; a store too damaged
  /// to read is removed whole, and said to be.
  func clear() async throws -> CacheSummary
}
