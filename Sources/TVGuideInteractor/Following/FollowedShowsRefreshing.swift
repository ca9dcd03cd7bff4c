/// Brings the saved copies of followed shows up to date before they are read, asking the
/// source only about what changed, and hands a saved copy out when the source fails for a
/// show; the live source's store implements it.
///
/// Declared here, by the following and calendar interactors that call it.
public protocol FollowedShowsRefreshing: Sendable {
  /// Refreshes the saved copies of the shows of `ids` that changed since they were saved.
  /// A failure does not stop the list: it is returned, and the copies are read as they are.
  ///
  /// - Returns: Why the list of changed shows could not be read; `nil` when it was.
  func refresh(_ ids: [Int]) async -> ShowDataError?
  /// The copy of show `id` and its episodes saved before, marked `.offline` with its date;
  /// `nil` when none was saved or it cannot be read.
  func savedCopy(ofShow id: Int) async -> ShowWithEpisodes?
}
