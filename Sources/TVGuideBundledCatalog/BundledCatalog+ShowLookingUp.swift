import TVGuideEntity
import TVGuideInteractor

/// Offline, an import finds the catalog's own shows by the ids of other sites they carry
/// (`externals`), as TVMaze's `/lookup/shows` would.
extension BundledCatalog: ShowLookingUp {
  /// The bundled catalog: a show it lacks may well be TVMaze's.
  public nonisolated var lookupSource: ShowLookupSource { .bundledCatalog }

  /// The shipped show whose `externals` hold `id`; `nil` when none does.
  ///
  /// - Throws: `ShowDataError.malformedData` when the catalog is missing or unreadable.
  public func show(withExternalID id: ExternalShowID) throws -> ShowDTO? {
    try showsByExternalID()[id]
  }
}
