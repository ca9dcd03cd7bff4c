/// Where an import writes down each id it has looked up, and in which source, so that a second
/// run of the same file (after a kill, a lost connection or TVMaze's rate limit) looks up only
/// what is left.
///
/// The follows and watched marks themselves go to `FollowStoring`, which makes writing them
/// twice harmless; the journal is what spares the requests.
public protocol ImportLookupJournaling: Sendable {
  /// The lookups written down that hold for `source`: the shows any source found (an id names
  /// the same TVMaze show whoever finds it), and `source`'s own misses (`nil`). Another
  /// source's misses are left out: the bundled catalog lacking a show says nothing of TVMaze.
  func recordedLookups(for source: ShowLookupSource) async throws -> [ExternalShowID: Int?]
  /// Writes down that `source` resolved `id` to `showID` (`nil`: it has none), before the
  /// import goes on.
  func record(_ id: ExternalShowID, resolvedTo showID: Int?, by source: ShowLookupSource) async throws
}
