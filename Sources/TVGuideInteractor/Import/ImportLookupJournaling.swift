/// Where an import writes down each id it has looked up, so that a second run of the same file
/// (after a kill, a lost connection or TVMaze's rate limit) looks up only what is left.
///
/// The follows and watched marks themselves go to `FollowStoring`, which makes writing them
/// twice harmless; the journal is what spares the requests.
public protocol ImportLookupJournaling: Sendable {
  /// Every id looked up so far, with the TVMaze show it resolved to (`nil`: none has it).
  func recordedLookups() async throws -> [ExternalShowID: Int?]
  /// Writes down that `id` resolved to `showID`, before the import goes on.
  func record(_ id: ExternalShowID, resolvedTo showID: Int?) async throws
}
