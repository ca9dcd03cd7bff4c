import TVGuideEntity

/// The use case of the detail screen, as its presenter sees it: one show. Async for the same
/// reason as the list's.
protocol ShowDetailInteractorInput: Sendable {
  /// Throws `.showNotFound` for an id the data source does not know.
  func show(id: Int) async throws -> Show
}
