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
  /// Writes down that `source` resolved `id` to `showID` (`nil`: it has none), named `name`,
  /// before the import goes on.
  func record(_ id: ExternalShowID, resolvedTo showID: Int?, named name: String?, by source: ShowLookupSource)
    async throws
  /// The names written down with the shows found, by TVMaze id, so that a second run names the
  /// shows it takes from the journal as the first did.
  func recordedNames() async throws -> [Int: String]
}

extension ImportLookupJournaling {
  /// Writes down a lookup without a name: a miss, or a show whose name the source did not give.
  public func record(_ id: ExternalShowID, resolvedTo showID: Int?, by source: ShowLookupSource) async throws
  {
    try await record(id, resolvedTo: showID, named: nil, by: source)
  }
}
