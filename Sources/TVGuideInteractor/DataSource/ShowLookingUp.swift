import TVGuideEntity

/// Finds TVMaze's show for another site's id: TVMaze's `/lookup/shows`, or the bundled
/// catalog's own shows. Declared here, by the import that calls it.
public protocol ShowLookingUp: Sendable {
  /// The show that has `id`; `nil` when the source knows none.
  func show(withExternalID id: ExternalShowID) async throws -> ShowDTO?
}
