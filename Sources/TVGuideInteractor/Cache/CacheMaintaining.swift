/// The local store's primitive upkeep: what it holds, emptying it, deleting its files. What
/// to do with them, such as removing a store too damaged to read, is the cache interactor's
/// decision.
///
/// Declared here, by its caller, like `ShowDataSource`; the store implements it. Every
/// method throws a `ShowDataError`.
public protocol CacheMaintaining: Sendable {
  /// The folder the store lives in, as a summary names it.
  var location: String { get }
  /// What the store holds; an empty summary when there is no store yet.
  func summary() async throws -> CacheSummary
  /// Removes every saved answer at once and returns what the store held; an empty summary
  /// when there is no store yet. Throws `localDataDamaged` for a store it cannot empty from
  /// inside, whatever the reason (not a database, damaged, tables it does not know).
  func removeSavedAnswers() async throws -> CacheSummary
  /// Deletes the store's own files without reading them and returns their size on disk.
  func removeStoreFiles() async throws -> Int64
}
