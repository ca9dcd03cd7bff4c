/// Brings the saved copies of followed shows up to date before they are read, asking the
/// source only about what changed; the live source's store implements it.
///
/// Declared here, by the following interactor that calls it.
public protocol FollowedShowsRefreshing: Sendable {
  /// Refreshes the saved copies of the shows of `ids` that changed since they were saved.
  func refresh(_ ids: [Int]) async throws
}
