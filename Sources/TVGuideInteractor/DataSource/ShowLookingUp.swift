import TVGuideEntity

/// Finds TVMaze's show for another site's id: TVMaze's `/lookup/shows`, or the bundled
/// catalog's own shows. Declared here, by the import that calls it.
public protocol ShowLookingUp: Sendable {
  /// Which source this is, for the journal and for a report that names who had no show.
  var lookupSource: ShowLookupSource { get }
  /// The show that has `id`; `nil` when the source knows none.
  func show(withExternalID id: ExternalShowID) async throws -> ShowDTO?
}
